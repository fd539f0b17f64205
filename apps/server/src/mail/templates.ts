import { translate } from '@blivion/shared';
import type { MailMessage } from './mailer.js';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function linkMessage(to: string, name: string, subjectKey: string, bodyKey: string, url: string): MailMessage {
  const greeting = translate('auth.email.resetGreeting', { name });
  const body = translate(bodyKey);
  const ignore = translate('auth.email.resetIgnore');
  return {
    to,
    link: url,
    subject: translate(subjectKey),
    text: `${greeting}\n\n${body}\n\n${url}\n\n${ignore}\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p><p>${escapeHtml(ignore)}</p>`,
  };
}

export function passwordResetMessage(to: string, name: string, url: string): MailMessage {
  return linkMessage(to, name, 'auth.email.resetSubject', 'auth.email.resetBody', url);
}

export function setPasswordMessage(to: string, name: string, url: string): MailMessage {
  return linkMessage(to, name, 'auth.email.setPasswordSubject', 'auth.email.setPasswordBody', url);
}
