import { NavLink, Tooltip } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useMatch } from 'react-router';

interface MenuLinkProps {
  label: string;
  icon: ReactNode;
  /** An app path, or an external address when `external` is set. */
  to: string;
  external?: boolean;
  /** Match nested paths too (Meetings stays active on /meetings/...). */
  end?: boolean;
  collapsed: boolean;
  onNavigate?: () => void;
}

/** One entry of the left menu; collapsed, it shows only its icon, named by a tooltip and aria-label. */
export function MenuLink({ label, icon, to, external = false, end = false, collapsed, onNavigate }: MenuLinkProps) {
  const match = useMatch({ path: to, end });
  const common = {
    label: collapsed ? undefined : label,
    'aria-label': collapsed ? label : undefined,
    leftSection: icon,
    onClick: onNavigate,
    // Collapsed, the icon alone is centred in the narrow rail.
    styles: collapsed
      ? { root: { justifyContent: 'center' }, section: { marginInlineEnd: 0 }, body: { display: 'none' } }
      : undefined,
  };
  const link = external ? (
    <NavLink
      {...common}
      component="a"
      href={to}
      target="_blank"
      rel="noopener noreferrer"
      rightSection={collapsed ? null : <IconExternalLink size={14} aria-hidden />}
    />
  ) : (
    <NavLink {...common} component={Link} to={to} active={!external && match !== null} />
  );
  return collapsed ? (
    <Tooltip label={label} position="right">
      {link}
    </Tooltip>
  ) : (
    link
  );
}
