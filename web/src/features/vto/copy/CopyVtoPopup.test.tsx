import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { revisionFixture, session, vtoIds } from '../vtoFixtures';
import { VtoKind } from '../vtoKind';
import { CopyVtoPopup } from './CopyVtoPopup';
import { ALL_PARTS, isIndeterminate, setChild, setParent } from './copyParts';

afterEach(() => vi.unstubAllGlobals());

const revision = revisionFixture();
const copyKey = `PUT vto/collection/${vtoIds.company}/revision/${vtoIds.revision}/copy`;

function open() {
  const onClose = vi.fn();
  const result = renderWithProviders(
    <VtoKind>
      <CopyVtoPopup revision={revision} onClose={onClose} />
    </VtoKind>,
    { session, url: '/vto' },
  );
  return { ...result, onClose };
}

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('copy parts rules (001 §4)', () => {
  it('clears the parent with its last part, ticks every part with the parent, and is indeterminate between', () => {
    let flags = setParent(ALL_PARTS, 'includeTraction', false);
    expect(flags.includeRocks).toBe(false);
    flags = setChild(flags, 'includeTraction', 'includeRocks', true);
    expect(flags.includeTraction).toBe(true);
    expect(isIndeterminate(flags, 'includeTraction')).toBe(true);
    flags = setChild(flags, 'includeTraction', 'includeRocks', false);
    expect(flags.includeTraction).toBe(false);
  });
});

describe('CopyVtoPopup', { timeout: 20_000 }, () => {
  it('unticking every Vision part clears Vision; ticking Vision ticks them all again', async () => {
    const user = userEvent.setup();
    stubApi({});
    open();
    for (const part of ['Core Values', 'Core Focus', '10-Year Target', 'Marketing Strategy'])
      await user.click(box(part));
    expect(box('Vision').checked).toBe(true);
    expect(box('Vision').indeterminate).toBe(true);
    await user.click(box('3-Year Picture'));
    expect(box('Vision').checked).toBe(false);
    expect(box('Vision').indeterminate).toBe(false);
    await user.click(box('Vision'));
    for (const part of ['Core Values', 'Core Focus', '10-Year Target', 'Marketing Strategy', '3-Year Picture'])
      expect(box(part).checked).toBe(true);
  });

  it('refuses a copy of nothing and a copy without a name, sending nothing', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({});
    open();
    await user.click(box('Vision'));
    await user.click(box('Traction'));
    await user.clear(screen.getByRole('textbox', { name: /Name of the copy/ }));
    await user.click(screen.getByRole('button', { name: 'Make copy' }));
    expect(await screen.findByText('Choose Vision, Traction or both to copy.')).toBeTruthy();
    expect(screen.getByText('Required')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('copies the chosen parts, says so and opens the copy', async () => {
    const user = userEvent.setup();
    const made = revisionFixture({ id: vtoIds.copy, title: 'Vision only', isPublished: false });
    const { calls } = stubApi({ [copyKey]: () => ({ body: { succeeded: true, revision: made } }) });
    const { onClose } = open();
    const name = screen.getByRole('textbox', { name: /Name of the copy/ });
    expect((name as HTMLInputElement).value).toBe('Copy of V/TO 2030');
    await user.clear(name);
    await user.type(name, 'Vision only');
    await user.click(box('Traction'));
    await user.click(screen.getByRole('button', { name: 'Make copy' }));
    expect(await screen.findByText('Copy made: Vision only')).toBeTruthy();
    expect(calls.find((c) => c.key === copyKey)?.body).toEqual({
      newRevisionName: 'Vision only',
      includeVision: true,
      includeCoreValues: true,
      includeCoreFocus: true,
      includeTenYearTarget: true,
      includeMarketingStrategy: true,
      includeThreeYearPicture: true,
      includeTraction: false,
      includeOneYearPlan: false,
      includeRocks: false,
      includeIssuesList: false,
    });
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(`/vto/detail/${vtoIds.company}/${vtoIds.copy}`),
    );
    expect(onClose).toHaveBeenCalled();
  });
});
