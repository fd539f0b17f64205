import { useTranslation } from 'react-i18next';

/** FAQ texts as the catalogue stores them: a group `title` and questions `q1`, `q2`... with `question` and `answer`. */
export type FaqTree = Readonly<Record<string, Readonly<Record<string, string | Readonly<Record<string, string>>>>>>;

/** Renders the help page's question groups; the structure comes from the default catalogue, the texts from `t`. */
export function FaqGroups({ base, groups }: { base: string; groups: FaqTree }) {
  const { t } = useTranslation();
  return (
    <>
      {Object.entries(groups).map(([groupId, group]) => (
        <section key={groupId}>
          <h2 className="text-xl font-semibold tracking-tight">{t(`${base}.${groupId}.title`)}</h2>
          <div className="mt-4 divide-y rounded-xl border bg-card text-card-foreground">
            {Object.keys(group)
              .filter((key) => key !== 'title')
              .map((questionId) => (
                <div key={questionId} className="p-5">
                  <h3 className="font-semibold">{t(`${base}.${groupId}.${questionId}.question`)}</h3>
                  <p className="mt-2 leading-relaxed text-muted-foreground">
                    {t(`${base}.${groupId}.${questionId}.answer`)}
                  </p>
                </div>
              ))}
          </div>
        </section>
      ))}
    </>
  );
}
