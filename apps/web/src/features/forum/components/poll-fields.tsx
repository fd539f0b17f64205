import { FORUM_POLL_OPTIONS_MAX, FORUM_POLL_OPTIONS_MIN } from '@blivion/shared/core';
import { Plus, Trash2 } from 'lucide-react';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DatePicker } from '@/components/ui/date-picker';
import { FieldError, fieldControlProps, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import type { TopicForm } from '../lib/topic-form';

/** The 'Enquete' tab: a question, 2 to 10 options, single or multiple choice, an optional closing day. */
export function PollFields({ form }: { form: TopicForm }) {
  const { t } = useTranslation();
  const p = 'features.forum.poll';
  const enabled = useWatch({ control: form.control, name: 'poll.enabled' });
  const options = useFieldArray({ control: form.control, name: 'poll.options' });
  const errors = form.formState.errors.poll;
  const today = new Date();

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">{t(`${p}.description`)}</p>
      <div className="flex items-center gap-3 rounded-lg border p-3">
        <Controller
          control={form.control}
          name="poll.enabled"
          render={({ field }) => <Switch id="poll-enabled" checked={field.value} onCheckedChange={field.onChange} />}
        />
        <Label htmlFor="poll-enabled">{t(`${p}.enable`)}</Label>
      </div>
      {enabled && (
        <>
          <FormField id="poll-question" label={t(`${p}.question`)} error={errors?.question?.message}>
            <Input
              {...fieldControlProps('poll-question', errors?.question?.message)}
              autoComplete="off"
              placeholder={t(`${p}.questionPlaceholder`)}
              {...form.register('poll.question')}
            />
          </FormField>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium">{t(`${p}.options`)}</legend>
            <p className="-mt-1 text-sm text-muted-foreground">{t(`${p}.optionsHint`)}</p>
            {options.fields.map((option, index) => {
              const id = `poll-option-${index}`;
              const error = errors?.options?.[index]?.text?.message;
              return (
                <div key={option.id} className="flex flex-col gap-1">
                  <div className="flex gap-2">
                    <Input
                      {...fieldControlProps(id, error)}
                      aria-label={t(`${p}.option`, { n: index + 1 })}
                      placeholder={t(`${p}.option`, { n: index + 1 })}
                      autoComplete="off"
                      {...form.register(`poll.options.${index}.text`)}
                    />
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t(`${p}.removeOption`, { n: index + 1 })}
                      disabled={options.fields.length <= FORUM_POLL_OPTIONS_MIN}
                      onClick={() => options.remove(index)}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                  <FieldError id={id} error={error} />
                </div>
              );
            })}
            {options.fields.length < FORUM_POLL_OPTIONS_MAX && (
              <Button variant="outline" size="sm" className="self-start" onClick={() => options.append({ text: '' })}>
                <Plus aria-hidden="true" />
                {t(`${p}.addOption`)}
              </Button>
            )}
          </fieldset>
          <div className="flex items-center gap-3">
            <Controller
              control={form.control}
              name="poll.multiple"
              render={({ field }) => (
                <Switch id="poll-multiple" checked={field.value} onCheckedChange={field.onChange} />
              )}
            />
            <Label htmlFor="poll-multiple">{t(`${p}.multiple`)}</Label>
          </div>
          <FormField
            id="poll-closes"
            label={t(`${p}.closesAt`)}
            error={errors?.closesOn?.message}
            description={t(`${p}.closesAtHint`)}
          >
            <Controller
              control={form.control}
              name="poll.closesOn"
              render={({ field }) => (
                <DatePicker
                  id="poll-closes"
                  label={t(`${p}.closesAt`)}
                  value={field.value}
                  onChange={field.onChange}
                  placeholder={t(`${p}.noClosing`)}
                  clearLabel={t(`${p}.clearClosing`)}
                  fromDate={today}
                  aria-describedby={
                    fieldControlProps('poll-closes', errors?.closesOn?.message, t(`${p}.closesAtHint`))[
                      'aria-describedby'
                    ]
                  }
                />
              )}
            />
          </FormField>
        </>
      )}
    </div>
  );
}
