import { ENGLISH } from '@eos/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import type { ApiDocument } from '../document';
import ApiReferencePage from './ApiReferencePage';

const NOT_FOUND = ENGLISH.NOT_FOUND_TITLE ?? '';
const envelope = { $ref: '#/components/schemas/ErrorEnvelope' };
const doc: ApiDocument = {
  paths: {
    '/api/v2/todo/{id}': {
      put: {
        tags: ['todo'],
        summary: 'Update a To-Do',
        security: [{ cookieSession: [] }],
        'x-access': 'items.write',
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' }, example: 'abc' }],
        requestBody: {
          content: { 'application/json': { schema: { type: 'object' }, example: { title: 'Call Sam' } } },
        },
        responses: {
          '200': { description: 'Succeeded', content: { 'application/json': { schema: { type: 'object' } } } },
          '404': { description: 'Not found', content: { 'application/json': { schema: envelope } } },
        },
      },
    },
    '/api/v2/version': { get: { tags: ['version'], summary: 'Read version', security: [], responses: {} } },
  },
};

afterEach(() => vi.unstubAllGlobals());

describe('ApiReferencePage', () => {
  it('does not exist without the swagger flag', async () => {
    const { calls } = stubApi({});
    renderWithProviders(<ApiReferencePage />, { flags: { swagger: false } });
    expect(await screen.findByText(NOT_FOUND)).toBeTruthy();
    expect(screen.queryByText('API reference')).toBeNull();
    expect(calls.filter((c) => c.key.includes('openapi'))).toEqual([]);
  });

  it('lists the routes by tag and tries one with the session', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      'GET openapi.json': () => ({ body: doc }),
      'PUT todo/abc': (body) => ({ body: { succeeded: true, echoed: body } }),
    });
    renderWithProviders(<ApiReferencePage />, { flags: { swagger: true } });
    expect(await screen.findByRole('heading', { name: 'todo' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'version' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /\/api\/v2\/todo\/\{id\}/ }));
    expect(await screen.findByText('Session cookie (signed in)')).toBeTruthy();
    expect(screen.getByText('Access rule: items.write')).toBeTruthy();
    expect(screen.getByText('Not found')).toBeTruthy();
    expect((screen.getByLabelText(/id \(path\)/) as HTMLInputElement).value).toBe('abc');
    // The panel opens with a transition: its controls are reachable once it has opened.
    await user.click(await screen.findByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Answer: HTTP 200')).toBeTruthy();
    expect(calls.find((c) => c.key === 'PUT todo/abc')?.body).toEqual({ title: 'Call Sam' });
  });

  it('filters the routes', async () => {
    const user = userEvent.setup();
    stubApi({ 'GET openapi.json': () => ({ body: doc }) });
    renderWithProviders(<ApiReferencePage />, { flags: { swagger: true } });
    await screen.findByRole('heading', { name: 'todo' });
    await user.type(screen.getByLabelText('Filter routes'), 'version');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'todo' })).toBeNull());
    expect(screen.getByRole('heading', { name: 'version' })).toBeTruthy();
  });
});
