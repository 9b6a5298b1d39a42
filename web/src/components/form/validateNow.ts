import type { FormInstance } from 'antd';

type FieldNames = Parameters<FormInstance['validateFields']>[0];

/** rc-field-form's rejection when a newer validation began before this one ended: no field is wrong. */
function isOutOfDate(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { outOfDate, errorFields } = error as { outOfDate?: unknown; errorFields?: unknown[] };
  return outOfDate === true && (errorFields?.length ?? 0) === 0;
}

/**
 * `form.validateFields(names)` for a button that checks some fields before it acts (send a code). A
 * validation that started after this one — the field's own check of the keystroke just before the click —
 * makes rc-field-form reject this one as "out of date" with no field in error, and the click then did
 * nothing (a journey lost its "send code" click so). Such a rejection is asked again; a real error still
 * rejects, as validateFields does.
 */
export async function validateNow<Values>(
  form: FormInstance<Values>,
  names: FieldNames,
  attempts = 5,
): Promise<Values> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await form.validateFields(names);
    } catch (error) {
      if (attempt >= attempts || !isOutOfDate(error)) throw error;
    }
  }
}
