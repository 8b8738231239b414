import { Button, Group, NumberInput, Paper, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from '../../../app/i18n';
import type { PrintMode } from './usePrintMode';

interface PrintToolbarProps {
  mode: PrintMode;
  selected: number;
  total: number;
  onSelectAll: () => void;
  onSelectNone: () => void;
  onPageSetup: () => void;
}

/**
 * Print mode's bar above the canvas: the grid's rows and columns, the A/C card scale, the selection,
 * Page Setup and the way out. Inputs take any number while typed; Page Setup checks them.
 */
export function PrintToolbar({ mode, selected, total, onSelectAll, onSelectNone, onPageSetup }: PrintToolbarProps) {
  const { t } = useTranslation();
  const { inputs, setInputs } = mode;
  return (
    <Paper withBorder p="xs" mb="xs" role="toolbar" aria-label={t('AC_PRINT_TOOLBAR')}>
      <Group gap="xs" align="flex-end" wrap="wrap">
        <NumberInput
          label={t('AC_PRINT_ROWS')}
          value={inputs.rows}
          onChange={(rows) => setInputs({ rows })}
          allowDecimal={false}
          w={80}
          size="xs"
        />
        <NumberInput
          label={t('AC_PRINT_COLUMNS')}
          value={inputs.columns}
          onChange={(columns) => setInputs({ columns })}
          allowDecimal={false}
          w={80}
          size="xs"
        />
        <NumberInput
          label={t('AC_PRINT_CARD_SCALE')}
          value={inputs.scalePercent}
          onChange={(scalePercent) => setInputs({ scalePercent })}
          min={10}
          max={100}
          step={5}
          clampBehavior="blur"
          allowDecimal={false}
          suffix="%"
          w={120}
          size="xs"
        />
        <Group gap={6} wrap="nowrap">
          <Button size="xs" variant="default" onClick={onSelectAll}>
            {t('AC_PRINT_SELECT_ALL')}
          </Button>
          <Button size="xs" variant="default" onClick={onSelectNone}>
            {t('AC_PRINT_SELECT_NONE')}
          </Button>
        </Group>
        <Text size="xs" c="dimmed" aria-live="polite" style={{ alignSelf: 'center' }}>
          {t('AC_PRINT_SELECTED', { 0: selected, 1: total })}
        </Text>
        <Group gap={6} wrap="nowrap" ml="auto">
          <Button size="xs" leftSection={<IconPrinter size={14} aria-hidden />} onClick={onPageSetup}>
            {t('AC_PRINT_PAGE_SETUP')}
          </Button>
          <Button size="xs" variant="default" onClick={mode.exit}>
            {t('AC_PRINT_DONE')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
