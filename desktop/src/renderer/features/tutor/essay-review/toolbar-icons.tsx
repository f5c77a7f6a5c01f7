import type { ReactNode } from 'react';

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      className="essay-toolbar__icon"
      viewBox="0 0 16 16"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

export function UndoIcon() {
  return (
    <Icon>
      <path d="M5.5 3.5 2.5 6.5l3 3" />
      <path d="M2.5 6.5h7a4 4 0 0 1 0 8H7" />
    </Icon>
  );
}

export function RedoIcon() {
  return (
    <Icon>
      <path d="m10.5 3.5 3 3-3 3" />
      <path d="M13.5 6.5h-7a4 4 0 0 0 0 8H9" />
    </Icon>
  );
}

export function DownloadIcon() {
  return (
    <Icon>
      <path d="M8 2v8.5" />
      <path d="M4.5 7 8 10.5 11.5 7" />
      <path d="M2.5 13.5h11" />
    </Icon>
  );
}
