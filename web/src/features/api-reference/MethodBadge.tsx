import { Badge } from '@mantine/core';

// Dark shades: white text on them keeps a 4.5:1 contrast.
const COLORS: Record<string, string> = {
  get: 'blue.8',
  post: 'green.9',
  put: 'orange.9',
  patch: 'teal.9',
  delete: 'red.8',
};

export function MethodBadge({ method }: { method: string }) {
  return (
    <Badge color={COLORS[method] ?? 'gray.8'} radius="sm" w={64} style={{ flexShrink: 0 }}>
      {method.toUpperCase()}
    </Badge>
  );
}
