import { createContext, useContext } from 'react';
import { get, useFormState } from 'react-hook-form';

/** Whether the operator may change what the form shows (admins); others read it. */
export const EditableContext = createContext(false);
export const useEditable = () => useContext(EditableContext);

/** A stable DOM id for a form path ("value.domains.2" → "st-value-domains-2"). */
export const fieldId = (name: string) => `st-${name.replace(/[^A-Za-z0-9_-]/g, '-')}`;

/** The message of the error on `name` (or on the list `name` itself), if any. */
export function useFieldError(name: string): string | undefined {
  const { errors } = useFormState({ name });
  const error = get(errors, name) as { message?: string; root?: { message?: string } } | undefined;
  return error?.message ?? error?.root?.message;
}
