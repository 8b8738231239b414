import { Badge } from '@mantine/core';

// Shades whose white text keeps at least 4.5:1 (WCAG AA; green.9 and orange.9 are only 4.3-4.4).
const COLORS: Record<string, string> = {
  get: 'blue.8',
  post: 'teal.9',
  put: 'violet.9',
  patch: 'cyan.9',
  delete: 'red.9',
};

export function MethodBadge({ method }: { method: string }) {
  return (
    <Badge color={COLORS[method] ?? 'gray.8'} radius="sm" w={64} style={{ flexShrink: 0 }}>
      {method.toUpperCase()}
    </Badge>
  );
}
