import { ViewportPortal } from '@xyflow/react';
import { useTranslation } from '../../../app/i18n';
import { type PageGrid, pageRects } from './printLayout';

/** The pages over the canvas in print mode (001 §9): dashed outlines labelled P1, P2, … row by row. */
export function PrintGrid({ grid }: { grid: PageGrid }) {
  const { t } = useTranslation();
  return (
    <ViewportPortal>
      {pageRects(grid).map((page) => (
        <div
          key={page.index}
          aria-hidden
          data-print-page={page.index + 1}
          style={{
            position: 'absolute',
            transform: `translate(${page.x}px, ${page.y}px)`,
            width: page.width,
            height: page.height,
            border: '2px dashed var(--mantine-color-gray-5)',
            pointerEvents: 'none',
            zIndex: -1,
          }}
        >
          <span
            style={{
              position: 'absolute',
              top: 8 / grid.cardScale,
              left: 12 / grid.cardScale,
              fontSize: 16 / grid.cardScale,
              fontWeight: 600,
              // Legible over the canvas and over a card moved under it.
              color: 'var(--mantine-color-text)',
              background: 'var(--mantine-color-body)',
              padding: `0 ${4 / grid.cardScale}px`,
            }}
          >
            {t('AC_PRINT_PAGE_LABEL', { 0: page.index + 1 })}
          </span>
        </div>
      ))}
    </ViewportPortal>
  );
}
