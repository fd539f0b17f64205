import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TranslationRow, type TranslationEntry } from './translation-row';

/** Rows are about this tall; each is measured once shown (an error line makes it taller). */
const ROW_ESTIMATE_PX = 104;
export const LIST_HEIGHT_PX = 500;

interface TranslationListProps {
  entries: TranslationEntry[];
  onChange: (key: string, value: string) => void;
  onReset: (key: string) => void;
  resettingKey: string | null;
}

/** The whole catalogue in a 500 px area; only the rows in view (plus a few) are in the page. */
export function TranslationList({ entries, onChange, onReset, resettingKey }: TranslationListProps) {
  const { t } = useTranslation();
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design
  const virtualizer = useVirtualizer({
    count: entries.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_ESTIMATE_PX,
    overscan: 6,
    getItemKey: (index) => entries[index]!.key,
  });

  return (
    <div
      ref={scrollRef}
      className="overflow-y-auto rounded-lg border"
      style={{ height: LIST_HEIGHT_PX }}
      data-testid="translation-list"
    >
      {entries.length === 0 ? (
        <p className="p-6 text-center text-muted-foreground">{t('features.translations.empty')}</p>
      ) : (
        <div
          role="list"
          aria-label={t('features.translations.listLabel')}
          className="relative w-full"
          style={{ height: virtualizer.getTotalSize() }}
        >
          {virtualizer.getVirtualItems().map((item) => {
            const entry = entries[item.index]!;
            return (
              <div
                key={item.key}
                role="listitem"
                aria-setsize={entries.length}
                aria-posinset={item.index + 1}
                data-index={item.index}
                ref={virtualizer.measureElement}
                className="absolute top-0 left-0 w-full"
                style={{ transform: `translateY(${item.start}px)` }}
              >
                <TranslationRow
                  entry={entry}
                  onChange={onChange}
                  onReset={onReset}
                  resetting={resettingKey === entry.key}
                />
              </div>
            );
          })}
        </div>
      )}
    </div>
  );
}
