import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { recordFigure } from '../../scripts/attack-report.mjs';
import { createOrg, signInAs, signUp, uniqueEmail } from '../support.ts';

// Attack check (11), stored XSS in the browser: a generated corpus of payloads is written through the
// API into every text and HTML field a person can fill (item titles and notes, meeting titles, agenda
// section names and custom content, measurable names, the organization's and the person's names),
// then every screen that shows them is opened in Chromium twice: with the server's Content Security
// Policy, and with it bypassed (so escaping and sanitizing alone must hold). Every payload calls
// __xss(n) or alert(n) if it runs, and carries class=xssmark if its element survives.

const MARK = 'class=xssmark';

/** Vectors: each returns a payload running `js`; tags carry the marker class. */
const VECTORS: ((js: string) => string)[] = [
  (js) => `<img src=x ${MARK} onerror=${js}>`,
  (js) => `<svg ${MARK} onload=${js}>`,
  (js) => `<script ${MARK}>${js}</script>`,
  (js) => `<iframe ${MARK} src=javascript:${js}>`,
  (js) => `<a ${MARK} href=javascript:${js}>x</a>`,
  (js) => `<details open ${MARK} ontoggle=${js}>`,
  (js) => `<input autofocus ${MARK} onfocus=${js}>`,
  (js) => `<video ${MARK}><source onerror=${js}></video>`,
  (js) => `<body ${MARK} onload=${js}>`,
  (js) => `<math><mtext><table><mglyph><style><img src=x ${MARK} onerror=${js}>`,
  (js) => `<noscript><p title="</noscript><img src=x ${MARK} onerror=${js}>">`,
  (js) => `<object ${MARK} data=javascript:${js}>`,
  (js) => `<embed ${MARK} src=javascript:${js}>`,
  (js) => `<form ${MARK}><button formaction=javascript:${js}>x</button></form>`,
  (js) => `<p ${MARK} onmouseover=${js} style=position:fixed;inset:0>x</p>`,
  (js) => `<a ${MARK} href="&#106;avascript:${js}">x</a>`,
  (js) => `<img src=x ${MARK} onerror="${js}"`,
  (js) => `<iframe ${MARK} srcdoc="<script>parent.${js}</script>">`,
  (js) => `<meta ${MARK} http-equiv=refresh content="0;url=javascript:${js}">`,
  (js) => `<IMG SRC=x ${MARK.toUpperCase()} ONERROR=${js}>`,
];
/** Contexts the payload tries to break out of. */
const CONTEXTS = ['', '">', "'>", '</textarea>', '</title>', '--!>', '</script>', '</style>', ']]>', '<!--x-->'];

/** The corpus: vectors x contexts x two ways to show a run, each at most 100 characters (a title's limit). */
function corpus(): string[] {
  const out: string[] = [];
  for (const how of ['__xss', 'alert']) {
    for (const context of CONTEXTS) {
      for (const vector of VECTORS) {
        const n = out.length;
        const payload = `${context}${vector(`${how}(${n})`)}`;
        if (payload.length <= 100) out.push(payload);
      }
    }
  }
  out.push('javascript:__xss(9001)', `\${__xss(9002)}`, '{{constructor.constructor("__xss(9003)")()}}');
  return out;
}

/** Injected elements: the marker, and any element or attribute that runs code, wherever it came from. */
const INJECTED =
  '.xssmark, .XSSMARK, [onerror], [onload], [onfocus], [ontoggle], [onmouseover], [formaction], meta[http-equiv], ' +
  'iframe, object, embed, script:not([src]), a[href^="javascript" i]';

interface World {
  email: string;
  password: string;
  userId: string;
  orgId: string;
  meetings: { id: string; threadId: string }[];
  /** Per meeting: the titles of its To-Dos, Issues, Headlines and Rocks. */
  titles: { todos: string[]; issues: string[]; headlines: string[]; rocks: string[] }[];
  sections: string[];
  measurables: string[];
  extraMeetingTitles: string[];
  fields: number;
}

async function api(page: Page, method: 'post' | 'put', url: string, data: unknown) {
  const res = await page.request[method](`/api/v2/${url}`, { data });
  if (!res.ok()) throw new Error(`${method} ${url}: ${res.status()} ${(await res.text()).slice(0, 300)}`);
  return res.json();
}

/** Writes the corpus through the API into every text and HTML field; answers what to look for. */
async function writeCorpus(page: Page, payloads: string[], email: string, password: string): Promise<World> {
  const session = await (await page.request.get('/api/v2/session')).json();
  const personId: string = session.user.personId;
  const userId: string = session.user.userId;
  const orgId: string = session.orgId;
  let fields = 0;
  const p = (i: number) => payloads[i % payloads.length] as string;
  const allHtml = payloads.join('<br>');
  // Custom sections hold at most 5,000 characters: the corpus in as many sections as it takes.
  const chunks: string[] = [];
  let chunk = '';
  for (const payload of payloads) {
    if (chunk.length + payload.length + 4 > 5000) {
      chunks.push(chunk);
      chunk = '';
    }
    chunk += `${payload}<br>`;
  }
  if (chunk) chunks.push(chunk);
  const sections = chunks.map((_, i) => p(300 + i));

  const meetings: World['meetings'] = [];
  for (let k = 0; k < 4; k += 1) {
    const agenda =
      k === 0
        ? {
            name: p(290),
            items: chunks.map((content, i) => ({
              type: 'Custom',
              name: sections[i],
              minutes: 5,
              customContent: { contentType: 'html', content },
            })),
          }
        : { name: 'Level 10 Meeting', type: 'Level10', items: [{ type: 'Segue', name: 'Segue', minutes: 5 }] };
    const { meeting } = await api(page, 'post', 'meetings', {
      title: p(380 + k),
      cadence: 'Weekly',
      date: '2030-01-07',
      time: '09:00',
      timeZone: 'UTC',
      inviteeIds: [personId],
      agenda,
    });
    fields += 1 + (k === 0 ? 1 + chunks.length * 2 : 0);
    meetings.push({ id: meeting.id, threadId: meeting.meetingThreadId });
  }

  const titles: World['titles'] = [];
  for (let k = 0; k < 4; k += 1) {
    const tractionId = meetings[k]?.id as string;
    const block = (offset: number) => Array.from({ length: 25 }, (_, i) => p(k * 100 + offset + i));
    const set = { todos: block(0), issues: block(25), headlines: block(50), rocks: block(75) };
    titles.push(set);
    // The item of this meeting's own kind (To-Do in the first, Issue in the second…) carries the whole corpus as notes.
    const notes = (kind: number, i: number) => (kind === k && i === 0 ? allHtml : `<p>${p(k * 100 + i)}</p>`);
    for (const [i, title] of set.todos.entries()) {
      await api(page, 'post', 'todos', {
        title,
        ownerIds: [personId],
        dueDate: '2030-01-07',
        tractionId,
        contentHtml: notes(0, i),
      });
    }
    for (const [i, title] of set.issues.entries()) {
      await api(page, 'post', 'issues', { title, ownerIds: [personId], tractionId, contentHtml: notes(1, i) });
    }
    for (const [i, title] of set.headlines.entries()) {
      await api(page, 'post', 'headlines', { title, ownerIds: [personId], tractionId, contentHtml: notes(2, i) });
    }
    for (const [i, title] of set.rocks.entries()) {
      await api(page, 'post', 'rocks', {
        title,
        ownerId: personId,
        dueDate: '2030-03-31',
        type: 'Company',
        tractionIds: [tractionId],
        contentHtml: notes(3, i),
      });
    }
    fields += 100 * 2;
  }

  const { scorecard } = await api(page, 'post', 'scorecard', { tractionId: meetings[0]?.id });
  const measurables = Array.from({ length: 10 }, (_, i) => p(250 + i));
  for (const title of measurables) {
    await api(page, 'post', `scorecard/${scorecard.id}/add-measurable`, {
      title,
      goalValue: '10',
      ownerIds: [personId],
    });
    fields += 1;
  }
  // Payloads past the first 400 become meeting titles, so every one of them is shown somewhere.
  const extraMeetingTitles = payloads.slice(400);
  for (const title of extraMeetingTitles) {
    await api(page, 'post', 'meetings', {
      title,
      cadence: 'Weekly',
      date: '2030-01-07',
      time: '09:00',
      timeZone: 'UTC',
      inviteeIds: [personId],
      agenda: { name: 'Short', items: [{ type: 'Segue', name: 'Segue', minutes: 5 }] },
    });
    fields += 1;
  }
  await api(page, 'put', `org/${orgId}`, { name: p(270) });
  await api(page, 'put', `user/details/${userId}/profile`, { firstName: p(271), lastName: p(272) });
  fields += 3;
  return { email, password, userId, orgId, meetings, titles, sections, measurables, extraMeetingTitles, fields };
}

interface Findings {
  runs: string[];
  injected: string[];
  screens: number;
}

async function contextFor(browser: Browser, bypassCSP: boolean): Promise<BrowserContext> {
  const context = await browser.newContext({ bypassCSP, viewport: { width: 1440, height: 1000 } });
  await context.addInitScript(() => {
    const w = window as unknown as { __xssRuns: number[]; __xss: (n: number) => void };
    w.__xssRuns = [];
    w.__xss = (n) => w.__xssRuns.push(n);
  });
  return context;
}

/** Looks at the screen as it is now: payloads that ran, elements that were injected. */
async function inspect(page: Page, label: string, found: Findings): Promise<void> {
  // Give late handlers (onfocus, ontoggle, a refresh) their moment.
  await page.waitForTimeout(300);
  const { runs, injected } = await page.evaluate((selector) => {
    const w = window as unknown as { __xssRuns?: number[] };
    return {
      runs: w.__xssRuns ?? [],
      injected: [...document.querySelectorAll(selector)].map((e) => e.outerHTML.slice(0, 120)),
    };
  }, INJECTED);
  found.screens += 1;
  for (const n of runs) found.runs.push(`${label}: payload ${n} ran`);
  for (const html of injected) found.injected.push(`${label}: ${html}`);
}

async function visitAll(browser: Browser, world: World, bypassCSP: boolean, found: Findings): Promise<void> {
  const context = await contextFor(browser, bypassCSP);
  const page = await context.newPage();
  const mode = bypassCSP ? 'no CSP' : 'CSP';
  page.on('dialog', async (dialog) => {
    found.runs.push(`${mode} ${page.url()}: dialog ${dialog.message()}`);
    await dialog.dismiss();
  });
  await signInAs(page, world.email, '/', world.password);
  await inspect(page, `${mode} home`, found);

  await page.goto('/meetings');
  await expect(
    page.getByText(world.extraMeetingTitles.at(-1) ?? world.titles[0]?.todos[0] ?? '', { exact: true }).first(),
  ).toBeVisible();
  await inspect(page, `${mode} meetings`, found);

  const kinds = [
    ['To-Dos', 'todos'],
    ['Issues', 'issues'],
    ['Headlines', 'headlines'],
    ['Rocks', 'rocks'],
  ] as const;
  for (const [k, meeting] of world.meetings.entries()) {
    await page.goto(`/traction/${meeting.id}/${meeting.threadId}`);
    const titles = world.titles[k] as World['titles'][number];
    for (const [region, key] of kinds) {
      await expect(
        page
          .getByRole('region', { name: region, exact: true })
          .getByText(titles[key].at(-1) as string, { exact: true }),
      ).toBeVisible();
    }
    if (k === 0)
      await expect(page.getByRole('table').getByText(world.measurables[0] as string, { exact: true })).toBeVisible();
    await inspect(page, `${mode} meeting ${k}`, found);
    // The item holding the whole corpus as notes: its popup shows them in the editor.
    const [region, key] = kinds[k] as (typeof kinds)[number];
    await page
      .getByRole('region', { name: region, exact: true })
      .getByText(titles[key][0] as string, { exact: true })
      .click();
    await expect(page.getByRole('dialog').getByRole('textbox', { name: 'Notes' })).toBeVisible();
    await inspect(page, `${mode} meeting ${k} ${key} popup`, found);
  }

  const live = world.meetings[0] as World['meetings'][number];
  await page.goto(`/meeting/live/${live.id}`);
  const target = { meetingThreadId: live.threadId, meetingId: live.id };
  const started = await page.request.post('/api/v2/live-meeting/start', { data: target });
  expect([200, 409, 422]).toContain(started.status());
  for (const [index, name] of world.sections.entries()) {
    expect((await page.request.post('/api/v2/live-meeting/set-agenda-item', { data: { ...target, index } })).ok()).toBe(
      true,
    );
    await expect(page.getByRole('heading', { name, exact: true, level: 3 })).toBeVisible();
    await inspect(page, `${mode} live section ${index}`, found);
  }

  await page.goto(`/org/detail/${world.orgId}`);
  await page.waitForLoadState('networkidle');
  await inspect(page, `${mode} organization`, found);
  await page.goto(`/user/detail/${world.userId}`);
  await page.waitForLoadState('networkidle');
  await inspect(page, `${mode} user`, found);
  await context.close();
}

test('no stored payload runs or injects an element, with or without the CSP', async ({ browser }) => {
  test.setTimeout(420_000);
  const payloads = corpus();
  expect(payloads.length).toBeGreaterThanOrEqual(400);

  const email = uniqueEmail('xss');
  const password = 'Secret123';
  const writer = await browser.newPage();
  await signUp(writer, email, password);
  await writer.getByRole('button', { name: 'Create organization' }).click();
  await createOrg(writer, 'XSS Org');
  await expect(writer.getByRole('button', { name: /Organization: XSS Org/ })).toBeVisible();
  const world = await writeCorpus(writer, payloads, email, password);
  await writer.close();

  const found: Findings = { runs: [], injected: [], screens: 0 };
  await visitAll(browser, world, false, found);
  await visitAll(browser, world, true, found);

  expect(found.runs).toEqual([]);
  expect(found.injected).toEqual([]);
  recordFigure(
    11,
    'stored XSS',
    `0 script runs and 0 injected elements from ${payloads.length} payloads in ${world.fields} stored fields, on ${found.screens} screen views with and without the CSP`,
  );
});
