import { courses } from '@blivion/shared/i18n/pt-BR';
import { BadgeCheck, CircleAlert, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageSpinner } from '@/components/feedback/page-spinner';
import { QueryError } from '@/components/feedback/query-error';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { isApiError } from '@/lib/api-client';
import { addCatalogueSections } from '@/lib/translations';
import { useCertificateVerification } from '../api/verify-certificate';

addCatalogueSections({ courses });

const v = 'courses.learning.verify';

/** '/certificados/:code': the public check of a certificate (no sign-in), showing only what it prints. */
export default function CertificateVerifyPage() {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  const title = t(`${v}.title`);
  useDocumentTitle(title);
  const query = useCertificateVerification(code);
  const date = (iso: string) =>
    new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeZone: 'America/Sao_Paulo' }).format(new Date(iso));

  let body;
  if (query.isPending) body = <PageSpinner label={t(`${v}.loading`)} />;
  else if (query.isError) {
    body = isApiError(query.error, 'CERTIFICATE_NOT_FOUND') ? (
      <p role="status" className="flex items-start gap-3 rounded-lg border p-4 text-base">
        <SearchX aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {t(`${v}.notFound`)}
      </p>
    ) : (
      <QueryError error={query.error} onRetry={() => void query.refetch()} />
    );
  } else {
    const certificate = query.data;
    const valid = certificate.status === 'valid';
    body = (
      <section aria-labelledby="certificate-status" className="space-y-6">
        <p
          id="certificate-status"
          role="status"
          className={`flex items-start gap-3 rounded-lg border p-4 text-lg font-semibold ${
            valid ? 'border-green-700 text-green-800 dark:text-green-300' : 'border-destructive text-destructive'
          }`}
        >
          {valid ? (
            <BadgeCheck aria-hidden="true" className="mt-1 size-5 shrink-0" />
          ) : (
            <CircleAlert aria-hidden="true" className="mt-1 size-5 shrink-0" />
          )}
          {valid ? t(`${v}.valid`) : t(`${v}.revoked`)}
        </p>
        <dl className="grid gap-4 break-words sm:grid-cols-[max-content_1fr] sm:gap-x-6">
          <dt className="text-sm text-muted-foreground">{t(`${v}.member`)}</dt>
          <dd className="text-lg font-semibold">{certificate.memberName}</dd>
          <dt className="text-sm text-muted-foreground">{t(`${v}.course`)}</dt>
          <dd className="text-lg">{certificate.courseTitle}</dd>
          <dt className="text-sm text-muted-foreground">{t(`${v}.completedAt`)}</dt>
          <dd>{date(certificate.completedAt)}</dd>
          <dt className="text-sm text-muted-foreground">{t(`${v}.issuer`)}</dt>
          <dd>{certificate.academyName}</dd>
          <dt className="text-sm text-muted-foreground">{t(`${v}.code`)}</dt>
          <dd className="font-mono">{certificate.code}</dd>
        </dl>
      </section>
    );
  }

  return (
    <article className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
      <header className="border-b pb-6">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="mt-4 text-muted-foreground">{t(`${v}.intro`)}</p>
      </header>
      <div className="mt-8">{body}</div>
    </article>
  );
}
