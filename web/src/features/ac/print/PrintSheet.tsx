import { AC_PRINT_PAGE, type AcPrintCard, type Seat } from '@eos/domain';
import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from '../../../app/i18n';
import { CARD_WIDTH, TITLE_BAR_HEIGHT } from '../chart/cardSize';
import { SeatHolder } from '../chart/SeatHolder';
import { SeatRoles } from '../chart/SeatRoles';
import classes from './AcPrint.module.css';

interface PrintSheetProps {
  /** 0-based page index: the label is P{page + 1}. */
  page: number;
  cards: readonly AcPrintCard[];
  seats: ReadonlyMap<string, Seat>;
}

/** One printed page: its cards where print mode put them, and the lines between seats on it. */
export function PrintSheet({ page, cards, seats }: PrintSheetProps) {
  const { t } = useTranslation();
  const onPage = new Map(cards.map((c) => [c.seatId, c]));
  return (
    <section
      className={classes.sheet}
      style={{ width: AC_PRINT_PAGE.width, height: AC_PRINT_PAGE.height }}
      aria-label={t('AC_PRINT_SHEET', { 0: page + 1 })}
    >
      <svg
        width={AC_PRINT_PAGE.width}
        height={AC_PRINT_PAGE.height}
        style={{ position: 'absolute', inset: 0 }}
        aria-hidden
      >
        {cards.map((card) => {
          const seat = seats.get(card.seatId);
          const parent = seat?.parentId ? onPage.get(seat.parentId) : undefined;
          if (!seat || !parent) return null;
          return <path key={card.seatId} d={connector(parent, card, seat.isAssistant)} fill="none" stroke="#888" />;
        })}
      </svg>
      {cards.map((card) => {
        const seat = seats.get(card.seatId);
        return seat ? <PrintedCard key={card.seatId} card={card} seat={seat} /> : null;
      })}
      <span className={classes.label}>{t('AC_PRINT_PAGE_LABEL', { 0: page + 1 })}</span>
    </section>
  );
}

/** Square steps from the parent's bottom to the child's top; an assistant from the parent's side. */
function connector(parent: AcPrintCard, child: AcPrintCard, assistant: boolean): string {
  const fromX = parent.x + parent.width / 2;
  if (assistant) {
    const y = child.y + child.height / 2;
    return `M ${fromX} ${parent.y + parent.height} V ${y} H ${child.x}`;
  }
  const fromY = parent.y + parent.height;
  const toX = child.x + child.width / 2;
  const midY = (fromY + child.y) / 2;
  return `M ${fromX} ${fromY} V ${midY} H ${toX} V ${child.y}`;
}

/** A card as on the canvas, drawn at full size and scaled to its printed width. */
function PrintedCard({ card, seat }: { card: AcPrintCard; seat: Seat }) {
  const { t } = useTranslation();
  const scale = card.width / CARD_WIDTH;
  return (
    <div
      style={{
        position: 'absolute',
        left: card.x,
        top: card.y,
        width: CARD_WIDTH,
        height: card.height / scale,
        transform: `scale(${scale})`,
        transformOrigin: 'top left',
        border: `1px ${seat.isAssistant ? 'dashed' : 'solid'} #999`,
        borderRadius: 8,
        background: 'white',
        overflow: 'hidden',
      }}
    >
      <Group h={TITLE_BAR_HEIGHT} px="sm" gap={6} wrap="nowrap" style={{ borderBottom: '1px solid #ddd' }}>
        <Text fw={600} size="sm" truncate="end" style={{ minWidth: 0, flex: 1 }}>
          {seat.title}
        </Text>
        {seat.isLT && (
          <Badge size="sm" variant="outline" color="dark">
            {t('AC_LT_BADGE')}
          </Badge>
        )}
      </Group>
      <SeatHolder seat={seat} />
      <SeatRoles roles={seat.roles} />
    </div>
  );
}
