import { z } from 'zod';
import { currentPasswordField, emailField, nameField, newPasswordField, textField } from './fields.js';
import { meResponseSchema } from './me.js';

export const signUpSchema = z
  .object({
    name: nameField,
    email: emailField,
    password: newPasswordField,
    confirmPassword: textField('validation.passwordMismatch'),
    acceptTerms: z
      .boolean({ error: 'validation.termsRequired' })
      .refine((accepted) => accepted, 'validation.termsRequired'),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.passwordMismatch',
  });
export type SignUpInput = z.input<typeof signUpSchema>;

export const signInSchema = z.object({
  email: emailField,
  password: currentPasswordField,
});
export type SignInInput = z.input<typeof signInSchema>;

export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({
    token: textField('validation.tokenRequired')
      .min(1, 'validation.tokenRequired')
      .max(512, 'validation.tokenRequired'),
    password: newPasswordField,
    confirmPassword: textField('validation.passwordMismatch'),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.passwordMismatch',
  });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** Sign-up and sign-in answer with the same body as GET /api/me. */
export const authSessionResponseSchema = meResponseSchema;

export const okResponseSchema = z.object({ ok: z.literal(true) });
