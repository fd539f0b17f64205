import { foldText } from '@blivion/shared/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '@/components/feedback/page-spinner';
import { QueryError } from '@/components/feedback/query-error';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { SearchInput } from '@/components/ui/search-input';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { apiErrorOr } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import { translationsQueryOptions } from '@/lib/translations';
import { useResetTranslation, useSaveTranslations } from '../api/translations';
import { TranslationActions } from '../components/translation-actions';
import { TranslationList } from '../components/translation-list';
import type { TranslationEntry } from '../components/translation-row';
import { catalogueDefaults } from '../lib/catalogue-defaults';

function matches(entry: TranslationEntry, needle: string): boolean {
  if (!needle) return true;
  return [entry.key, entry.defaultValue, entry.saved ?? '', entry.draft ?? ''].some((text) =>
    foldText(text).includes(needle),
  );
}

/** /admin/translations: every catalogue text, its default and current value; edits reach every visitor. */
export default function TranslationsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('features.translations.title'));
  const translations = useQuery(translationsQueryOptions);
  const save = useSaveTranslations();
  const resetOne = useResetTranslation();
  const [search, setSearch] = useState('');
  const needle = useDeferredValue(foldText(search.trim()));
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const defaults = catalogueDefaults();
  const overrides = translations.data?.overrides;

  const entries = useMemo<TranslationEntry[]>(
    () =>
      Object.keys(defaults)
        .sort()
        .map((key) => ({ key, defaultValue: defaults[key]!, saved: overrides?.[key], draft: drafts[key] })),
    [defaults, overrides, drafts],
  );
  const shown = useMemo(() => entries.filter((entry) => matches(entry, needle)), [entries, needle]);
  const changes = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(drafts).filter(([key, value]) => value !== (overrides?.[key] ?? defaults[key])),
      ),
    [drafts, overrides, defaults],
  );

  const onChange = useCallback(
    (key: string, value: string) => setDrafts((current) => ({ ...current, [key]: value })),
    [],
  );
  const dropDraft = (key: string) =>
    setDrafts((current) => Object.fromEntries(Object.entries(current).filter(([draftKey]) => draftKey !== key)));

  const onReset = useCallback(
    (key: string) => {
      if (overrides?.[key] === undefined) {
        dropDraft(key);
        return;
      }
      resetOne.mutate(key, {
        onSuccess: () => {
          dropDraft(key);
          toast.success(t('features.translations.resetKeyDone'));
        },
        onError: (error) =>
          toast.error(t('common.error'), { description: apiErrorOr(t, error, 'features.translations.saveError') }),
      });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- resetOne.mutate is stable
    [overrides, t],
  );

  const onSave = () => {
    if (Object.values(changes).some((value) => value.length === 0)) {
      toast.error(t('common.error'), { description: t('features.translations.emptyValue') });
      return;
    }
    save.mutate(changes, {
      onSuccess: () => {
        setDrafts({});
        toast.success(t('features.translations.saved'));
      },
      onError: (error) =>
        toast.error(t('common.error'), { description: apiErrorOr(t, error, 'features.translations.saveError') }),
    });
  };

  if (translations.isPending) return <PageSpinner />;
  if (translations.isError) {
    return (
      <QueryError
        error={translations.error}
        title={t('features.translations.loadError')}
        onRetry={() => void translations.refetch()}
      />
    );
  }

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('features.translations.title')}</h1>
        <p className="text-muted-foreground">{t('features.translations.description')}</p>
      </div>
      <Card>
        <CardHeader className="gap-4">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex flex-col gap-1">
              <CardTitle>{t('features.translations.menuEntry')}</CardTitle>
              <CardDescription aria-live="polite">
                {t('features.translations.shownCount', {
                  shown: shown.length,
                  total: entries.length,
                  count: entries.length,
                })}
                {' · '}
                {t('features.translations.overriddenCount', { count: Object.keys(overrides ?? {}).length })}
              </CardDescription>
            </div>
            <TranslationActions
              changes={Object.keys(changes).length}
              saving={save.isPending}
              onSave={onSave}
              onResetAll={() => setDrafts({})}
            />
          </div>
          <SearchInput
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t('features.translations.searchPlaceholder')}
            aria-label={t('features.translations.searchLabel')}
          />
        </CardHeader>
        <CardContent>
          <TranslationList
            entries={shown}
            onChange={onChange}
            onReset={onReset}
            resettingKey={resetOne.isPending ? (resetOne.variables ?? null) : null}
          />
        </CardContent>
      </Card>
    </div>
  );
}
