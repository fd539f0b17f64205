import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ptBR } from '@blivion/shared';

export const PASSWORD = 'cavalo correto bateria grampo';

let counter = 0;
export function uniqueEmail(prefix = 'e2e'): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}@exemplo.test`;
}

/** Fills and sends the sign-up form as a person would, then waits for the dashboard. */
export async function signUpThroughForm(page: Page, baseUrl: string, name: string, email: string): Promise<void> {
  const f = ptBR.auth.fields;
  await page.goto(`${baseUrl}/cadastro`);
  await page.getByLabel(f.name, { exact: true }).fill(name);
  await page.getByLabel(f.email, { exact: true }).fill(email);
  await page.getByLabel(f.password, { exact: true }).fill(PASSWORD);
  await page.getByLabel(f.confirmPassword, { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: ptBR.auth.signUp.submit, exact: true }).click();
  await page.waitForURL(`${baseUrl}/dashboard`);
}

export async function signInThroughForm(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  const f = ptBR.auth.fields;
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel(f.email, { exact: true }).fill(email);
  await page.getByLabel(f.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: ptBR.auth.login.submit, exact: true }).click();
}

/**
 * A fresh browser profile (own cookies and storage) with a new member signed up through the form;
 * the context goes into `contexts`, for the test to close.
 */
export async function signedUpMember(
  browser: Browser,
  contexts: BrowserContext[],
  baseUrl: string,
  name: string,
  email: string,
): Promise<Page> {
  const context = await browser.newContext({ locale: 'pt-BR' });
  contexts.push(context);
  const page = await context.newPage();
  await signUpThroughForm(page, baseUrl, name, email);
  return page;
}
