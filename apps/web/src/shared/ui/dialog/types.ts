import type { IconName } from '../iconPaths';

export type DialogIcon = Extract<IconName, 'info' | 'success' | 'warning' | 'error' | 'question'>;

export interface DialogButton {
  label: string;
  /** What open() resolves with when this button is pressed. */
  value: string;
  variant?: 'primary' | 'secondary' | 'danger';
  /** Enter presses this button. */
  isDefault?: boolean;
}

export interface DialogOptions {
  icon?: DialogIcon;
  title?: string;
  /** Operator or server HTML; sanitised with DOMPurify before display. */
  html?: string;
  /** Plain text alternative to html. */
  message?: string;
  /** Defaults to a single OK button. */
  buttons?: DialogButton[];
  /** Cover click and Escape close the dialog (default true). */
  clickToClose?: boolean;
  /** Closes by itself after this many milliseconds. */
  autoCloseMs?: number;
  /** Default 400 px; shrinks to the viewport on phones. */
  width?: number;
}

/** Resolves with the pressed button's value, or null when dismissed (cover, Escape, timer). */
export type OpenDialog = (options: DialogOptions) => Promise<string | null>;

export interface DialogApi {
  open: OpenDialog;
  /** Closes every open dialog (each resolves with null). */
  closeAll: () => void;
}
