import type { PlayerLesson } from '@blivion/shared/courses';
import { Award, Download, ExternalLink, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { useCourseCertificate } from '../api/get-course-certificate';
import { sizeText } from '../lib/file-size';
import { shortDay } from '../lib/short-day';

const l = 'courses.learning';

/** 'Materiais da aula': each file downloads (name, kind, size); each link opens in a new tab. */
export function LessonMaterials({ lesson }: { lesson: PlayerLesson }) {
  const { t } = useTranslation();
  if (lesson.materials.length === 0) return null;
  return (
    <section aria-labelledby="lesson-materials" className="rounded-xl border bg-card p-5">
      <h2 id="lesson-materials" className="mb-3 text-lg font-semibold">
        {t(`${l}.materials.title`)}
      </h2>
      <ul className="flex flex-col gap-1">
        {lesson.materials.map((material, index) => (
          <li key={index}>
            {material.kind === 'file' ? (
              <a
                href={material.url}
                download={material.name}
                className="flex min-h-11 items-center gap-3 rounded-md px-2 py-2 break-all hover:bg-accent"
              >
                <Download aria-hidden="true" className="size-5 shrink-0" />
                <span>
                  {t(`${l}.materials.download`, {
                    name: material.name,
                    type: t(`${l}.materials.types.${material.type}`),
                    size: sizeText(material.sizeBytes),
                  })}
                </span>
              </a>
            ) : (
              <a
                href={material.url}
                target="_blank"
                rel="noopener noreferrer"
                className="flex min-h-11 items-center gap-3 rounded-md px-2 py-2 break-all hover:bg-accent"
              >
                <ExternalLink aria-hidden="true" className="size-5 shrink-0" />
                <span>{t(`${l}.materials.openLink`, { label: material.label })}</span>
              </a>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** In place of a locked lesson's video: when its module opens. */
export function LockedLesson({ availableAt }: { availableAt: string }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className="flex aspect-video w-full flex-col items-center justify-center gap-3 rounded-xl border bg-muted p-6 text-center"
    >
      <Lock aria-hidden="true" className="size-8" />
      <p className="text-lg font-semibold">{t(`${l}.locked.title`)}</p>
      <p>{t(`${l}.locked.message`, { date: shortDay(availableAt) })}</p>
    </div>
  );
}

/** 'Parabéns!': once the course is complete and its certificate issued, the PDF and the public page. */
export function CourseCongratulations({ courseId, complete }: { courseId: string; complete: boolean }) {
  const { t } = useTranslation();
  const query = useCourseCertificate(courseId, complete);
  const certificate = query.data?.certificate;
  if (!complete || !certificate || certificate.status !== 'valid') return null;
  return (
    <section aria-labelledby="course-congratulations" className="rounded-xl border bg-card p-5">
      <h2 id="course-congratulations" className="flex items-center gap-2 text-lg font-semibold">
        <Award aria-hidden="true" className="size-5" />
        {t(`${l}.congratulations.title`)}
      </h2>
      <p className="mt-2">{t(`${l}.congratulations.message`)}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <a href={certificate.pdfUrl} download className={buttonVariants({ className: 'min-h-11' })}>
          <Download aria-hidden="true" />
          {t(`${l}.congratulations.download`)}
        </a>
        <Link to={certificate.verifyPath} className={buttonVariants({ variant: 'outline', className: 'min-h-11' })}>
          {t(`${l}.congratulations.verify`)}
        </Link>
      </div>
    </section>
  );
}
