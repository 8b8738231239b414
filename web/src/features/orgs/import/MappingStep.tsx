import { IMPORT_FIELDS_BY_ENTITY, type ImportEntity, type ImportField } from '@eos/domain';
import { Select, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from '../../../app/i18n';

interface MappingStepProps {
  entity: ImportEntity;
  headers: string[];
  sampleRows: string[][];
  mapping: Record<string, ImportField>;
  onChange: (mapping: Record<string, ImportField>) => void;
}

/**
 * Other CSV: one select per column of the file, set to the proposed field (from the header names), with
 * the column's first values under it so the user sees what it holds. A field but 'week' goes to one
 * column: choosing it for another column frees the first.
 */
export function MappingStep({ entity, headers, sampleRows, mapping, onChange }: MappingStepProps) {
  const { t } = useTranslation();
  const fields = IMPORT_FIELDS_BY_ENTITY[entity];
  const data = fields.map((f) => ({ value: f, label: t(`IMPORT_FIELD_${f}`) }));
  const choose = (header: string, field: ImportField) => {
    const next = { ...mapping };
    if (field !== 'ignore' && field !== 'week') {
      for (const [other, value] of Object.entries(next)) if (value === field) next[other] = 'ignore';
    }
    next[header] = field;
    onChange(next);
  };
  const mapped = Object.values(mapping).filter((f) => f !== 'ignore').length;
  return (
    <section aria-labelledby="import-mapping-title">
      <Text id="import-mapping-title" fw={600}>
        {t('IMPORT_MAPPING_TITLE')}
      </Text>
      <Text size="sm" c="dimmed" mb="sm">
        {t('IMPORT_MAPPING_HINT', { 0: mapped, 1: headers.length })}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        {headers.map((header, i) => {
          const samples = sampleRows
            .map((r) => r[i] ?? '')
            .filter((v) => v.trim() !== '')
            .slice(0, 3);
          return (
            <Select
              key={header}
              label={header}
              data={data}
              value={mapping[header] ?? 'ignore'}
              onChange={(value) => choose(header, (value as ImportField | null) ?? 'ignore')}
              allowDeselect={false}
              description={
                samples.length > 0
                  ? t('IMPORT_MAPPING_SAMPLES', { 0: samples.map((s) => s.slice(0, 40)).join(' · ') })
                  : t('IMPORT_MAPPING_EMPTY_COLUMN')
              }
              styles={{ description: { overflowWrap: 'anywhere' } }}
            />
          );
        })}
      </SimpleGrid>
    </section>
  );
}
