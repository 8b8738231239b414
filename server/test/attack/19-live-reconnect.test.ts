// @module-tag postgres
// Attack check (19): live-meeting clients that drop and reconnect at random moments while others drive
// the meeting. Each client keeps its state the way the web app does (pickState: an event counts only
// when newer, a join answer replaces unless an event was newer) and rejoins like it after a drop (a new
// socket, then `join` with its id). After every round, once the drivers stop, each client's state must
// be the server's latest, field for field (no state missed across a rejoin), and the states it applied
// never go back in version. Changes often come as patches: each client keeps its state with the web
// app's reducer (a patch waits for the change before it, a gap that stays open reloads). With REDIS_URL and DATABASE_URL, two app nodes share the meeting: sockets
// and calls land on either.
import { isDeepStrictEqual } from 'node:util';
import type { LiveMeetingEventPayload, LiveMeetingState } from '@eos/domain';
import { LiveMeetingEvents } from '@eos/domain';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_GAP_RELOAD_MS } from '../../../web/src/features/live/constants.ts';
import { type HeldLive, type LiveAction, reduceLive } from '../../../web/src/features/live/liveState.ts';
import { meetingInvitees } from '../../src/db/schema/index.ts';
import { createLiveWorld, liveCaller, stateOf } from '../../src/modules/live-meeting/test-support.ts';
import { type SignedInUser, signedInMember } from '../auth-helpers.ts';
import { connected, createListeningApp, hubClient, type ListeningApp } from '../realtime-harness.ts';
import { recordFigure } from './report.ts';

const ROUNDS = 24;
const COMMANDS_PER_DRIVER = 8;
const twoNodes = Boolean(process.env.REDIS_URL && process.env.DATABASE_URL);

let a: ListeningApp;
let b: ListeningApp | undefined;
const nodes = () => (b ? [a, b] : [a]);
beforeAll(async () => {
  a = await createListeningApp();
  if (twoNodes) b = await createListeningApp({ databaseUrl: a.config.databaseUrl });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type World = Awaited<ReturnType<typeof createLiveWorld>>;

/** One screen of the live meeting: a socket on some node, the state it shows, what it saw. */
class Client {
  /** What the screen holds, kept as the web app keeps it (reduceLive). */
  live: HeldLive = { held: null, waiting: [] };
  socket: Socket | null = null;
  /** Versions the shown state went through: must never go down. */
  shown: number[] = [];
  /** Events whose state was older than one this socket had already received (crossed on the wire). */
  crossed = 0;
  events = 0;
  rejoins = 0;
  /** Reloads after a patch waited too long for the change before it, as the web app does. */
  reloads = 0;
  private reload: NodeJS.Timeout | null = null;
  constructor(
    readonly name: string,
    readonly user: SignedInUser,
    readonly world: World,
  ) {}

  get held(): LiveMeetingState | null {
    return this.live.held;
  }

  private dispatch(action: LiveAction) {
    this.live = reduceLive(this.live, action);
    if (this.live.held) this.shown.push(this.live.held.version);
    if (this.live.waiting.length === 0 && this.reload) {
      clearTimeout(this.reload);
      this.reload = null;
    } else if (this.live.waiting.length > 0 && !this.reload) {
      this.reload = setTimeout(async () => {
        this.reload = null;
        this.reloads += 1;
        this.dispatch({ type: 'state', state: await serverState(this.world), source: 'answer' });
      }, LIVE_GAP_RELOAD_MS);
    }
  }

  async join(): Promise<void> {
    const node = pick(nodes());
    // With two nodes the join goes to the other one: the socket is put in the room across Redis.
    const joinVia = nodes().find((n) => n !== node) ?? node;
    const socket = hubClient(node.url, 'live-meeting-hub', { cookie: this.user.cookie });
    let lastOnSocket = -1;
    for (const name of LiveMeetingEvents) {
      socket.on(name, (payload: LiveMeetingEventPayload) => {
        if (payload?.version === undefined || socket !== this.socket) return;
        this.events += 1;
        if (payload.version < lastOnSocket) this.crossed += 1;
        lastOnSocket = Math.max(lastOnSocket, payload.version);
        this.dispatch({ type: 'event', event: payload });
      });
    }
    this.socket = socket;
    await connected(socket);
    const res = await liveCaller(joinVia, this.user, this.world.meeting)('join', { connectionId: socket.id });
    if (res.status !== 200) throw new Error(`${this.name} join: ${res.status} ${JSON.stringify(res.json)}`);
    this.dispatch({ type: 'state', state: stateOf(res), source: 'answer' });
    this.rejoins += 1;
  }

  drop(): void {
    this.socket?.disconnect();
    this.socket = null;
  }
}

/** The server's word on the meeting now. */
async function serverState(world: World): Promise<LiveMeetingState> {
  const res = await a.app.inject({
    method: 'GET',
    url: `/api/v2/live-meeting/${world.meeting.id}`,
    headers: { cookie: world.owner.cookie },
  });
  return res.json().liveMeeting as LiveMeetingState;
}

/** Random changes a driver makes: sections, pause/resume, settings, the selected attendee. */
function randomCommand(world: World): [string, Record<string, unknown>] {
  const people = [world.owner, world.manager, world.member].map((p) => p.membership.id);
  return pick<[string, Record<string, unknown>]>([
    ['set-agenda-item', { index: Math.floor(Math.random() * 7) }],
    ['set-agenda-item', { index: Math.floor(Math.random() * 7) }],
    ['next-agenda-item', {}],
    ['pause', {}],
    ['resume', {}],
    ['clear-meeting-items-changed', { shouldClear: Math.random() < 0.5 }],
    ['send-recap-email-changed', { shouldSend: Math.random() < 0.5 }],
    ['set-selected-attendee', { personId: pick(people) }],
  ]);
}

describe('(19) live meeting reconnect', () => {
  it('after every rejoin each client ends on the latest state, never going back', { timeout: 180_000 }, async () => {
    const world = await createLiveWorld(a);
    const admin2 = await signedInMember(a, { role: 'Admin', org: world.owner.org });
    // Observers watch: their join changes nothing, so no later event of theirs corrects a stale answer.
    const observer2 = await signedInMember(a, { role: 'Observer', org: world.owner.org });
    await a.ctx.db.insert(meetingInvitees).values({
      orgId: world.owner.org.id,
      meetingId: world.meeting.id,
      personId: observer2.membership.id,
    });
    const clients = [
      new Client('member', world.member, world),
      new Client('observer', world.observer, world),
      new Client('admin', world.admin, world),
      new Client('admin 2', admin2, world),
      new Client('observer 2', observer2, world),
    ];
    const drivers = [world.owner, world.manager];
    expect((await liveCaller(a, world.owner, world.meeting)('start')).status).toBe(200);
    for (const c of clients) await c.join();

    const faults: string[] = [];
    let commands = 0;
    for (let round = 0; round < ROUNDS; round++) {
      // Some rounds are long bursts, some a single change racing the rejoins (then no later event
      // would correct a client that missed it).
      const count = round % 2 ? COMMANDS_PER_DRIVER : 1;
      const driving = drivers.map(async (driver) => {
        if (count === 1) await sleep(Math.random() * 12);
        for (let i = 0; i < count; i++) {
          const [call, body] = randomCommand(world);
          const res = await liveCaller(pick(nodes()), driver, world.meeting)(call, body);
          commands += 1;
          if (res.status >= 500) faults.push(`round ${round}: ${call} answered ${res.status}`);
          await sleep(Math.random() * 8);
        }
      });
      // Each client drops at a random moment of the burst and comes back after a random pause.
      const reconnecting = clients.map(async (c) => {
        // A single change races only the watchers' rejoins (anyone else's join is a change too).
        if (Math.random() < 0.25 || (count === 1 && c.user.membership.role !== 'Observer')) return;
        await sleep(count === 1 ? 0 : Math.random() * 40);
        c.drop();
        await sleep(count === 1 ? 0 : Math.random() * 30);
        await c.join();
      });
      await Promise.all([...driving, ...reconnecting]);

      // Quiet: the last events (and the dropped sockets' leaves) arrive, then everyone must agree.
      let latest = await serverState(world);
      for (let wait = 0; wait < 20; wait++) {
        await sleep(100);
        const now = await serverState(world);
        const settled = now.version === latest.version && clients.every((c) => c.held?.version === now.version);
        latest = now;
        if (settled) break;
      }
      for (const c of clients) {
        if (c.held?.version !== latest.version) {
          faults.push(`round ${round}: ${c.name} shows version ${c.held?.version}, the server is at ${latest.version}`);
        } else if (!isDeepStrictEqual(c.held, latest)) {
          faults.push(`round ${round}: ${c.name} shows version ${latest.version} with other contents`);
        }
      }
    }
    for (const c of clients) {
      c.drop();
      const back = c.shown.findIndex((v, i) => i > 0 && v < (c.shown[i - 1] ?? 0));
      if (back >= 0) faults.push(`${c.name} went back from ${c.shown[back - 1]} to ${c.shown[back]}`);
    }

    const rejoins = clients.reduce((n, c) => n + c.rejoins, 0);
    const events = clients.reduce((n, c) => n + c.events, 0);
    const crossed = clients.reduce((n, c) => n + c.crossed, 0);
    const reloads = clients.reduce((n, c) => n + c.reloads, 0);
    expect(faults).toEqual([]);
    const where = b ? 'two nodes over Redis' : 'one node';
    recordFigure(
      19,
      `live meeting reconnect (${where})`,
      `${ROUNDS} rounds, ${commands} commands, ${rejoins} rejoins, ${events} events (${crossed} crossed on the wire, ignored as older; ${reloads} reloads after a change that never came): 0 missed or stale states`,
    );
  });
});
