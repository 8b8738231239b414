import { AC, type AcPrintCard } from '@eos/domain';
import {
  type Box,
  type CardDrawing,
  CONTENT,
  intersect,
  lengthInPoints,
  type PrintSeat,
  type PrintWords,
  type TextRun,
  toPoints,
  toPointsY,
} from './print-geometry.ts';
import { ELLIPSIS, oneLine, textWidth, truncate, wrap } from './text-fit.ts';

// A card's parts at the standard card width (AC.cardWidth px), in points: about the canvas card's
// own proportions (title bar 40 px, holder row 48 px, role lines 15 px). A narrower card scales all of
// it down, so a small card holds the same text, smaller, and never more than its box.
const CARD = {
  radius: 6,
  lineWidth: 0.8,
  titleBar: 28,
  padX: 8,
  titleSize: 11,
  badgeSize: 7,
  badgeHeight: 11,
  badgePadX: 4,
  holderTop: 38,
  holderSize: 10,
  rolesTop: 64,
  roleSize: 8.5,
  roleLine: 10.7,
  bulletX: 10,
  roleX: 20,
  padBottom: 4,
} as const;
/** pdfmake's Helvetica line box is 0.925 em (ascender + descender); a little more, to be safe. */
const LINE_BOX = 0.95;
const BULLET = '•';
/** Text below this size (a card shrunk to a speck) is left out: nobody could read it. */
const MIN_TEXT = 1;
const COLORS = { text: '#212529', dim: '#6c757d', badgeText: '#ffffff' } as const;

const inside = (run: TextRun, box: Box) =>
  run.x >= box.x - 0.01 &&
  run.y >= box.y - 0.01 &&
  run.x + textWidth(run.text, run.size, run.bold) <= box.x + box.width + 0.01 &&
  run.y + run.size * LINE_BOX <= box.y + box.height + 0.01;

/**
 * Where a card's lines end: its right padding, or the page's edge when the card reaches past it (its
 * lines are then cut there with '…', as the paper cuts the card).
 */
const rightEdge = (box: Box, f: number) => Math.min(box.x + box.width - CARD.padX * f, CONTENT.x + CONTENT.width);

/** The seat's lines, placed inside its box from the top; what does not fit is left out. */
function cardTexts(seat: PrintSeat, box: Box, f: number, words: PrintWords, badge: Box | null): TextRun[] {
  const runs: TextRun[] = [];
  const left = box.x + CARD.padX * f;
  const right = rightEdge(box, f);
  const titleSize = CARD.titleSize * f;
  const titleRoom = Math.min(right, badge ? badge.x - CARD.badgePadX * f : right) - left;
  runs.push({
    text: truncate(oneLine(seat.title), titleRoom, titleSize, true),
    x: left,
    y: box.y + (CARD.titleBar * f - titleSize * LINE_BOX) / 2,
    size: titleSize,
    bold: true,
    color: COLORS.text,
  });
  if (badge) {
    const size = CARD.badgeSize * f;
    runs.push({
      text: words.lt,
      x: badge.x + CARD.badgePadX * f,
      y: badge.y + (badge.height - size * LINE_BOX) / 2,
      size,
      bold: true,
      color: COLORS.badgeText,
    });
  }
  const holderSize = CARD.holderSize * f;
  runs.push({
    text: truncate(oneLine(seat.holder ?? words.openSeat), right - left, holderSize),
    x: left,
    y: box.y + CARD.holderTop * f,
    size: holderSize,
    italics: seat.holder === null,
    color: seat.holder === null ? COLORS.dim : COLORS.text,
  });
  runs.push(...roleRuns(seat.roles, box, f, right));
  return runs.filter((run) => run.text !== '');
}

/** The roles as bullets, wrapped to the card; the last line that fits ends in '…' when more is left. */
function roleRuns(roles: readonly string[], box: Box, f: number, right: number): TextRun[] {
  const size = CARD.roleSize * f;
  const line = CARD.roleLine * f;
  const top = box.y + CARD.rolesTop * f;
  const x = box.x + CARD.roleX * f;
  const width = right - x;
  // Line i sits at top + i * line: as many as end above the card's bottom padding.
  const room = Math.floor((box.y + box.height - CARD.padBottom * f - top - size * LINE_BOX) / line) + 1;
  const runs: TextRun[] = [];
  let used = 0;
  for (const role of roles) {
    if (used >= room) {
      const last = runs.at(-1);
      if (last && !last.text.endsWith(ELLIPSIS)) last.text = truncate(`${last.text}${ELLIPSIS}`, width, size);
      break;
    }
    const lines = wrap(oneLine(role), width, size, room - used);
    if (lines.length === 0) continue;
    const y = top + used * line;
    runs.push({ text: BULLET, x: box.x + CARD.bulletX * f, y, size, color: COLORS.text });
    lines.forEach((text, i) => {
      runs.push({ text, x, y: y + i * line, size, color: COLORS.text });
    });
    used += lines.length;
  }
  return runs;
}

/** A card's drawing: its box from the client's pixels, its parts scaled by its width. */
export function cardDrawing(seat: PrintSeat, card: AcPrintCard, words: PrintWords): CardDrawing {
  const box = {
    x: toPoints(card.x),
    y: toPointsY(card.y),
    width: lengthInPoints(card.width),
    height: lengthInPoints(card.height),
  };
  // The text grows and shrinks with the card: 1 at the canvas's standard card width.
  const f = card.width / AC.cardWidth;
  const badgeSize = CARD.badgeSize * f;
  const badgeWidth = textWidth(words.lt, badgeSize, true) + 2 * CARD.badgePadX * f;
  const badgeHeight = CARD.badgeHeight * f;
  const badgeBox = {
    x: box.x + box.width - CARD.padX * f - badgeWidth,
    y: box.y + (CARD.titleBar * f - badgeHeight) / 2,
    width: badgeWidth,
    height: badgeHeight,
  };
  // A card cut shorter than its title bar has no room for the badge either.
  const badge = seat.isLT && badgeBox.y + badgeBox.height <= box.y + box.height ? badgeBox : null;
  const visible = intersect(box, CONTENT);
  const kept = visible
    ? cardTexts(seat, box, f, words, badge).filter(
        (run) => run.size >= MIN_TEXT && inside(run, box) && inside(run, visible),
      )
    : [];
  // A bullet without its role's first line (cut at the page's edge) would be a stray dot.
  const texts = kept.filter((run) => run.text !== BULLET || kept.some((r) => r.y === run.y && r.x > run.x));
  return {
    seatId: seat.id,
    box,
    radius: Math.min(CARD.radius * f, box.width / 2, box.height / 2),
    lineWidth: Math.max(0.25, CARD.lineWidth * Math.min(1, f)),
    dashed: seat.isAssistant,
    rule: { x1: box.x, x2: box.x + box.width, y: box.y + Math.min(CARD.titleBar * f, box.height) },
    badge,
    texts,
  };
}
