import { AC, type Seat } from '@eos/domain';
import { hierarchy, tree } from 'd3-hierarchy';
import { BASE_CARD_HEIGHT, CARD_WIDTH, cardHeight } from './cardSize';
import { childrenOf, seatsBelow } from './seatTree';

export interface SeatBox {
  seat: Seat;
  /** Top-left corner on the canvas, as React Flow places nodes. */
  x: number;
  y: number;
  width: number;
  height: number;
}

const SLOT = CARD_WIDTH + AC.nodeSpacing;

/**
 * Seats to boxes on the canvas (pure). d3's tree() spreads the reporting seats level by level, a slot
 * of card width + node spacing apart; rows are then stacked by their tallest card, because role lines
 * grow cards. Assistants are not in the tree: they hang beside their seat, half a slot to the right,
 * in a band between their seat's row and the next, so they never cover a seat. Seats below a
 * collapsed seat are left out.
 */
export function layoutSeats(seats: readonly Seat[], collapsed: ReadonlySet<string> = new Set()): SeatBox[] {
  if (seats.length === 0) return [];
  const below = childrenOf(seats);
  const ids = new Set(seats.map((s) => s.id));
  const tops = seats.filter((s) => !s.isAssistant && (s.parentId === null || !ids.has(s.parentId)));
  // A seat-less anchor above the top seat, so data with several tops (it never should) still lays out.
  const root = hierarchy<Seat | null>(null, (seat) => {
    if (seat === null) return tops;
    return collapsed.has(seat.id) ? [] : seatsBelow(below, seat.id);
  });
  tree<Seat | null>().nodeSize([SLOT, BASE_CARD_HEIGHT + AC.layerSpacing])(root);

  // Row heights: the tallest card of each depth, plus the band its assistants need.
  const rows: { height: number; band: number }[] = [];
  root.each((node) => {
    if (!node.data) return;
    const row = rows[node.depth] ?? { height: 0, band: 0 };
    rows[node.depth] = row;
    row.height = Math.max(row.height, cardHeight(node.data.roles));
    const band = assistantsOf(below, node.data.id).reduce((sum, a) => sum + cardHeight(a.roles) + AC.layerSpacing, 0);
    row.band = Math.max(row.band, band);
  });
  const rowTop: number[] = [];
  let top = 0;
  for (const [depth, row] of rows.entries()) {
    if (!row) continue;
    rowTop[depth] = top;
    top += row.height + AC.layerSpacing + row.band;
  }

  const boxes: SeatBox[] = [];
  root.each((node) => {
    const seat = node.data;
    if (!seat) return;
    const x = node.x ?? 0;
    const y = rowTop[node.depth] ?? 0;
    const height = cardHeight(seat.roles);
    boxes.push({ seat, x: x - CARD_WIDTH / 2, y, width: CARD_WIDTH, height });
    let assistantTop = y + height + AC.layerSpacing;
    for (const assistant of assistantsOf(below, seat.id)) {
      const h = cardHeight(assistant.roles);
      boxes.push({ seat: assistant, x: x + SLOT / 2 - CARD_WIDTH / 2, y: assistantTop, width: CARD_WIDTH, height: h });
      assistantTop += h + AC.layerSpacing;
    }
  });
  return boxes;
}

function assistantsOf(below: Map<string | null, Seat[]>, id: string): Seat[] {
  return (below.get(id) ?? []).filter((s) => s.isAssistant);
}
