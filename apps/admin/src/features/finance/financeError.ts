import { i18n, errorText } from '../../shared/i18n/i18n';
import { isApiError } from '../../shared/api/apiError';

/** A key's text when the finance namespace has it (i18next keys use dots: codes are looked up as paths). */
function known(key: string, options?: Record<string, unknown>): string | null {
  return i18n.exists(key) ? i18n.t(key, options) : null;
}

/**
 * The text of a refusal on a finance page: the finance wording of its code (`finance.error.<code>`),
 * each field of a validation error by its field and code, else the back office's general text.
 */
export function financeErrorText(error: unknown): string {
  if (isApiError(error)) {
    if (error.code === 'validation.failed' && error.fields) {
      const lines = Object.entries(error.fields).map(([field, problem]) => {
        const name = known(`finance.field.${field}`) ?? field;
        const why = known(`finance.fieldCode.${problem.code}`) ?? known('finance.fieldCode.other');
        return `${name}: ${why}`;
      });
      return lines.join(' ');
    }
    const text = known(`finance.error.${error.code}`);
    if (text) return text;
  }
  return errorText(error);
}

/** Runs a money call and turns its refusal into the finance text (ReasonDialog shows an error's message). */
export async function withFinanceError<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new Error(financeErrorText(error), { cause: error });
  }
}
