import type { AdMediaType, AdPlatform } from '@blivion/shared/adspy';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { fieldControlProps, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select';
import { FILTER_NAMES, type FilterName, type LibraryFilters } from '../../lib/use-adspy-params';

const ANY = 'any';
// The values of ADSPY_PLATFORMS and ADSPY_MEDIA_TYPES, typed by them: importing the lists would
// bring the module's zod schemas (and the limits they read) into the pages' shared chunk.
const PLATFORMS: AdPlatform[] = ['facebook', 'instagram', 'messenger', 'audience_network', 'threads'];
const MEDIA_TYPES: Exclude<AdMediaType, 'all'>[] = ['image', 'video', 'meme', 'none'];
/** Countries and languages a Brazilian member is likely to look at; the server takes any code. */
const COUNTRIES = ['BR', 'PT', 'US', 'ES', 'MX', 'AR', 'FR', 'DE', 'IT', 'GB'];
const LANGUAGES = ['pt', 'en', 'es', 'fr', 'de', 'it'];
type Values = Record<FilterName, string>;

function initialValues(filters: LibraryFilters): Values {
  return Object.fromEntries(FILTER_NAMES.map((name) => [name, filters[name] ?? ''])) as Values;
}

/** 'Filtros avançados': platform, media type, status, country, language and delivery dates of the library search. */
export default function FiltersDialog({
  filters,
  onApply,
  onOpenChange,
}: {
  filters: LibraryFilters;
  onApply: (values: Partial<Values>) => void;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState<Values>(() => initialValues(filters));
  const [dateError, setDateError] = useState<string | undefined>();
  const set = (name: FilterName) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value === ANY ? '' : value }));
    if (name === 'dateFrom' || name === 'dateTo') setDateError(undefined);
  };
  const regions = new Intl.DisplayNames([i18n.language], { type: 'region' });
  const languages = new Intl.DisplayNames([i18n.language], { type: 'language' });

  const select = (name: FilterName, options: { value: string; label: string }[], anyLabel: string) => (
    <FormField id={`adspy-filter-${name}`} label={t(`adSpy.filters.${name}`)}>
      <SelectField
        id={`adspy-filter-${name}`}
        value={values[name] || ANY}
        onValueChange={set(name)}
        options={[{ value: ANY, label: anyLabel }, ...options]}
      />
    </FormField>
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (values.dateFrom && values.dateTo && values.dateFrom > values.dateTo) {
      setDateError('adSpy.filters.dateOrder');
      return;
    }
    onApply(values);
    onOpenChange(false);
  };

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent title={t('adSpy.advancedFilters')} description={t('adSpy.filters.description')}>
        <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
          {select(
            'platform',
            PLATFORMS.map((value) => ({ value, label: t(`adSpy.platforms.${value}`) })),
            t('adSpy.filters.allPlatforms'),
          )}
          {select(
            'mediaType',
            MEDIA_TYPES.map((value) => ({
              value,
              label: t(`adSpy.mediaTypes.${value}`),
            })),
            t('adSpy.mediaTypes.all'),
          )}
          {select(
            'status',
            (['inactive', 'all'] as const).map((value) => ({ value, label: t(`adSpy.filters.${value}`) })),
            t('adSpy.filters.active'),
          )}
          {select(
            'country',
            COUNTRIES.map((value) => ({ value, label: regions.of(value) ?? value })),
            t('adSpy.filters.allCountries'),
          )}
          {select(
            'language',
            LANGUAGES.map((value) => ({ value, label: languages.of(value) ?? value })),
            t('adSpy.filters.allLanguages'),
          )}
          <div className="hidden sm:block" />
          {(['dateFrom', 'dateTo'] as const).map((name) => (
            <FormField
              key={name}
              id={`adspy-filter-${name}`}
              label={t(`adSpy.filters.${name}`)}
              error={name === 'dateTo' ? dateError : undefined}
            >
              <Input
                type="date"
                {...fieldControlProps(`adspy-filter-${name}`, name === 'dateTo' ? dateError : undefined)}
                value={values[name]}
                onChange={(event) => set(name)(event.target.value)}
              />
            </FormField>
          ))}
          <DialogFooter className="sm:col-span-2">
            <Button
              variant="outline"
              onClick={() => {
                onApply({});
                onOpenChange(false);
              }}
            >
              {t('adSpy.filters.clear')}
            </Button>
            <Button type="submit">{t('adSpy.filters.apply')}</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
