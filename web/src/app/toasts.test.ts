import { ENGLISH } from '@eos/domain';
import { describe, expect, it } from 'vitest';
import { messageText } from './i18n';
import { httpErrorToast } from './toasts';

const text = (status: number) => {
  const keys = httpErrorToast(status);
  return keys && { title: ENGLISH[keys.title], message: ENGLISH[keys.message] };
};

describe('httpErrorToast', () => {
  it('maps the catalogue statuses to their capitalised titles', () => {
    expect(text(400)?.title).toBe('SOMETHING WENT WRONG');
    expect(text(401)?.title).toBe('ACCESS IS CURRENTLY RESTRICTED');
    expect(text(403)?.title).toBe('ACCESS IS CURRENTLY RESTRICTED');
    expect(text(404)?.title).toBe("SORRY, WE COULDN'T LOCATE THE ITEM YOU'RE LOOKING FOR");
    expect(text(422)?.title).toBe('THERE WAS AN ISSUE SUBMITTING YOUR FORM');
    expect(text(500)?.title).toBe("WE'RE SORRY, BUT SOMETHING WENT WRONG");
  });

  it('gives other statuses the same title with a shorter message', () => {
    const other = text(409);
    expect(other?.title).toBe("WE'RE SORRY, BUT SOMETHING WENT WRONG");
    expect(other?.message?.length ?? 0).toBeLessThan(text(500)?.message?.length ?? 0);
  });

  it('has every text in the English pack', () => {
    for (const status of [400, 401, 404, 422, 500, 418]) {
      const keys = httpErrorToast(status);
      expect(keys && ENGLISH[keys.title]).toBeTruthy();
      expect(keys && ENGLISH[keys.message]).toBeTruthy();
    }
  });

  it('does not toast per call when there is no answer at all', () => {
    expect(httpErrorToast(0)).toBeNull();
  });
});

describe('messageText', () => {
  it("reads a known id from the pack with the server's values, else the server's own text", () => {
    expect(messageText({ id: 'ERR_INVITATION_OTHER_EMAIL', text: 'x', params: ['ann@acme.com'] })).toBe(
      'This invitation is for ann@acme.com. Sign in with that address to accept it.',
    );
    expect(messageText({ id: 'VAL_REQUIRED', text: 'x' })).toBe('Required');
    expect(messageText({ id: 'NOT_IN_THE_PACK', text: 'As the server wrote it' })).toBe('As the server wrote it');
  });
});
