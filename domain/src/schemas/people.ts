import { z } from 'zod';
import { Roles } from '../enums.ts';
import { Id, SearchRequest, searchResponse } from './common.ts';

/** A person of the organization as pickers, invitee lists and owners show them. */
export const Person = z.object({
  id: Id,
  userId: Id,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  avatarUrl: z.string().nullable(),
  role: z.enum(Roles),
  hasLicense: z.boolean(),
});
export type Person = z.infer<typeof Person>;

/**
 * POST people/search and POST person-picker-list: the generic search request; filters
 * excluded-ids, has-license ('true'|'false'), has-role (Role names), has-accepted-invite,
 * traction-ids / traction-id (invitees of those meetings), text-search.
 */
export const PeopleSearchRequest = SearchRequest;
export const PeopleSearchResponse = searchResponse(Person);
export const PeopleListResponse = z.array(Person);
