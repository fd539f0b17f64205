import { useRef, useState, type FormEvent } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import type { SignInBody } from '../api/sign-in';

type Field = keyof SignInBody;
const FIELDS: readonly Field[] = ['email', 'password'];

// The shared schema, and zod with it (about 25 KB gzipped), load when the visitor reaches the form.
const loadSchema = () => import('../lib/sign-in-schema').then((module) => module.signInSchema);

/**
 * The sign-in form without react-hook-form: the sign-in page is held to the 150 KB payload budget
 * (docs/decisions/0008) and two fields need only this. It behaves as the other forms do: the
 * shared schema validates on submit (its messages are catalogue keys), the first invalid field
 * takes the focus, and after a failed submit each change validates again. `onValid` receives a
 * `setError` of react-hook-form's shape, for applyServerFieldErrors.
 */
export function useSignInForm(onValid: (values: SignInBody, setError: UseFormSetError<SignInBody>) => Promise<void>) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  const [submitted, setSubmitted] = useState(false);

  const focus = (field: Field) => (formRef.current?.elements.namedItem(field) as HTMLInputElement | null)?.focus();

  async function validate() {
    const schema = await loadSchema();
    const result = schema.safeParse(Object.fromEntries(new FormData(formRef.current ?? undefined)));
    const next: Partial<Record<Field, string>> = {};
    for (const issue of result.error?.issues ?? []) next[issue.path[0] as Field] ??= issue.message;
    setErrors(next);
    return { result, firstInvalid: FIELDS.find((field) => next[field]) };
  }

  const setError: UseFormSetError<SignInBody> = (name, error, options) => {
    if (!FIELDS.includes(name as Field)) return;
    setErrors((current) => ({ ...current, [name]: error.message }));
    if (options?.shouldFocus) focus(name as Field);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const { result, firstInvalid } = await validate();
    if (!result.success) return firstInvalid && focus(firstInvalid);
    setSubmitting(true);
    try {
      await onValid(result.data, setError);
    } finally {
      setSubmitting(false);
    }
  };

  return {
    errors,
    submitting,
    formProps: {
      ref: formRef,
      noValidate: true,
      onSubmit: (event: FormEvent) => void onSubmit(event),
      onFocus: () => void loadSchema(),
      onChange: () => void (submitted && validate()),
    },
  };
}
