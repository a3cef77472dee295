import { useState, type FormEvent } from 'react';
import { get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { isApiError } from '../api/apiError';
import { errorText } from '../i18n/i18n';

/*
 * What the back office's react-hook-form forms share: a field's problem, and the way a form is sent
 * (its own check, the call, the server's refused fields marked, the refusal shown in place).
 */

/** The message of a field's problem, if any (react-hook-form's errors, by dotted path: "title.CN"). */
export function problemOf<F extends FieldValues>(form: UseFormReturn<F>, path: string): string | undefined {
  const error = get(form.formState.errors, path) as { message?: unknown } | undefined;
  return typeof error?.message === 'string' ? error.message : undefined;
}

/** What a form's own check answers: the body to send, or the fields it refuses (and a rule of each). */
export type FormCheck<B> =
  { ok: true; body: B } | { ok: false; fields: string[]; rules?: Record<string, string> };

/** A field the server refused: its code and its message (in English). */
export interface RefusedField {
  code: string;
  message: string;
}

export interface FormSubmitOptions<F extends FieldValues, B, R> {
  /** The form's own check (the contract's schema and the form's rules) before anything is sent. */
  check: (values: F) => FormCheck<B>;
  /** The text marking a field the check refused; `rule` is the check's rule for it, when it names one. */
  ruleText: (field: string, rule: string | undefined, values: F) => string;
  /** The refusal shown when the check refused some fields. */
  fix: string;
  send: (body: B, values: F) => Promise<R>;
  /** After the server accepted; a throw is shown as the refusal. */
  onSent: (saved: R) => unknown;
  /** Then (a dialog's onClose): the dialog closed. */
  thenClose?: () => void;
  /** A field the server refused, as the form marks it: the form's field and the text shown on it. */
  serverMark?: (path: string, refused: RefusedField, values: F) => [field: string, text: string];
  /** The refusal's text (the error's own text unless given). */
  refusalText?: (error: unknown) => string;
  /** Where react-hook-form keeps a field's mark (the field itself unless given). */
  markPath?: (field: string) => string;
}

/** A form being sent: its submit handler (for the <form>), the refusal to show, and whether it is on its way. */
export interface FormSubmission {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  refusal: string | null;
  busy?: boolean;
}

/**
 * Sends a form: marks left from the last try are cleared, the form's check runs first (its refused
 * fields marked, `fix` shown), then the call; a refusal marks the fields the server names and shows
 * its text in place. `onSubmit` goes on the <form>.
 */
export function useFormSubmit<F extends FieldValues, B, R>(
  form: UseFormReturn<F>,
  {
    check,
    ruleText,
    fix,
    send,
    onSent,
    thenClose,
    serverMark,
    refusalText = errorText,
    markPath,
  }: FormSubmitOptions<F, B, R>,
): Required<FormSubmission> {
  const [refusal, setRefusal] = useState<string | null>(null);
  const mark = (field: string, message: string) =>
    form.setError((markPath ? markPath(field) : field) as Path<F>, { message });
  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    const checked = check(values);
    if (!checked.ok) {
      for (const field of checked.fields) mark(field, ruleText(field, checked.rules?.[field], values));
      setRefusal(fix);
      return;
    }
    try {
      await onSent(await send(checked.body, values));
      thenClose?.();
    } catch (error) {
      // The server's words are English: a field it refused is marked with the form's own text for it.
      if (serverMark && isApiError(error))
        for (const [path, refused] of Object.entries(error.fields ?? {}))
          mark(...serverMark(path, refused, values));
      setRefusal(refusalText(error));
    }
  });
  return {
    refusal,
    busy: form.formState.isSubmitting,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      // Marks left from the last try (some on fields no longer shown) must not block this one.
      form.clearErrors();
      void submit(event);
    },
  };
}

/**
 * A refusal's text: the page's own (`texts`: code → text) for a code saying that what was sent
 * changed elsewhere, after `onRefused` (the list read again); else the error's own text.
 */
export function refusalWithOwnTexts(
  error: unknown,
  texts: Record<string, string>,
  onRefused?: () => unknown,
): string {
  if (!isApiError(error) || !Object.hasOwn(texts, error.code)) return errorText(error);
  void onRefused?.();
  return texts[error.code]!;
}
