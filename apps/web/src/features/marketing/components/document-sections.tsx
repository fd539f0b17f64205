import { useTranslation } from 'react-i18next';

/** Section texts as the catalogue stores them: `title`, paragraphs `p1`, `p2`... and list items `i1`, `i2`... */
export type SectionTree = Readonly<Record<string, Readonly<Record<string, string>>>>;

type Block = { kind: 'p'; key: string } | { kind: 'ul'; keys: string[] };

/** Groups a section's keys in catalogue order: each `p` key is a paragraph, consecutive `i` keys form one list. */
function toBlocks(keys: readonly string[]): Block[] {
  const blocks: Block[] = [];
  for (const key of keys) {
    if (key.startsWith('p')) blocks.push({ kind: 'p', key });
    else if (key.startsWith('i')) {
      const last = blocks.at(-1);
      if (last?.kind === 'ul') last.keys.push(key);
      else blocks.push({ kind: 'ul', keys: [key] });
    }
  }
  return blocks;
}

/**
 * Renders a long catalogue document. The structure (which sections and paragraphs exist) comes from the default
 * catalogue; every text goes through `t`, so an administrator's edited wording is what is shown.
 */
export function DocumentSections({ base, sections }: { base: string; sections: SectionTree }) {
  const { t } = useTranslation();
  return (
    <>
      {Object.entries(sections).map(([id, section]) => (
        <section key={id}>
          <h2 className="text-xl font-semibold tracking-tight">{t(`${base}.${id}.title`)}</h2>
          {toBlocks(Object.keys(section)).map((block) =>
            block.kind === 'p' ? (
              <p key={block.key} className="mt-4 leading-relaxed">
                {t(`${base}.${id}.${block.key}`)}
              </p>
            ) : (
              <ul
                key={block.keys[0]}
                className="mt-4 list-disc space-y-2 pl-6 leading-relaxed marker:text-muted-foreground"
              >
                {block.keys.map((key) => (
                  <li key={key}>{t(`${base}.${id}.${key}`)}</li>
                ))}
              </ul>
            ),
          )}
        </section>
      ))}
    </>
  );
}
