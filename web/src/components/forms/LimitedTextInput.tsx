import { Text, TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from '../../app/i18n';

/** How close to the limit the count shows: earlier it is noise, later a surprise. */
const SHOW_COUNT_WITHIN = 20;

type LimitedTextInputProps = Omit<TextInputProps, 'maxLength'> & { maxLength: number };

/**
 * A text field with a length limit that says so: near the limit the count shows ('87/100'), and at
 * the limit a line under the field tells that nothing more is kept (typing or pasting past it is cut
 * by the browser, which would otherwise happen silently).
 */
export function LimitedTextInput({ maxLength, description, ...props }: LimitedTextInputProps) {
  const { t } = useTranslation();
  const length = typeof props.value === 'string' ? props.value.length : 0;
  const near = length >= maxLength - SHOW_COUNT_WITHIN;
  const full = length >= maxLength;
  return (
    <TextInput
      {...props}
      maxLength={maxLength}
      rightSectionWidth={near ? 64 : undefined}
      rightSection={
        near ? (
          <Text size="xs" c={full ? 'orange.9' : 'dimmed'} aria-hidden>
            {length}/{maxLength}
          </Text>
        ) : (
          props.rightSection
        )
      }
      description={
        full ? (
          <>
            {description}
            {description ? ' ' : null}
            <Text component="span" size="xs" c="orange.9">
              {t('TEXT_LIMIT_REACHED', { 0: maxLength })}
            </Text>
          </>
        ) : (
          description
        )
      }
    />
  );
}
