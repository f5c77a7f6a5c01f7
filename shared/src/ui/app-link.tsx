import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';

export type Navigate = (href: string) => void;

interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  /** The app's router; without it the link loads the page in full. */
  onNavigate?: Navigate;
  children: ReactNode;
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * A real anchor (so middle-click and "open in new tab" keep working) that hands plain clicks on
 * same-site paths to the app's router. Keeps shared/ui free of any particular router.
 */
export function AppLink({ href, onNavigate, onClick, children, ...rest }: AppLinkProps) {
  const internal = href.startsWith('/') && !href.startsWith('//');
  return (
    <a
      href={href}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !onNavigate || !internal || !isPlainLeftClick(event)) return;
        event.preventDefault();
        onNavigate(href);
      }}
    >
      {children}
    </a>
  );
}
