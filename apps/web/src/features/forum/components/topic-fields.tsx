import type { ForumCategory } from '@blivion/shared/forum';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldControlProps, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select';
import type { TopicForm } from '../lib/topic-form';
import { Composer } from './composer';
import { TagsField } from './tags-field';

/**
 * Title, content (the composer: toolbar, preview, emoji, images, mentions), category and tags: the
 * fields of 'Novo Tópico' and of editing a topic.
 */
export function TopicFields({ form, categories }: { form: TopicForm; categories: ForumCategory[] }) {
  const { t } = useTranslation();
  const d = 'features.forum.newTopicDialog';
  const { errors } = form.formState;
  const contentHint = t('features.community.composer.hint');
  return (
    <div className="flex flex-col gap-4">
      <FormField id="topic-title" label={t(`${d}.titleLabel`)} error={errors.title?.message}>
        <Input
          {...fieldControlProps('topic-title', errors.title?.message)}
          autoComplete="off"
          placeholder={t(`${d}.titlePlaceholder`)}
          {...form.register('title')}
        />
      </FormField>
      <FormField
        id="topic-content"
        label={t(`${d}.contentLabel`)}
        error={errors.content?.message}
        description={contentHint}
      >
        <Controller
          control={form.control}
          name="content"
          render={({ field }) => (
            <Composer
              id="topic-content"
              controlProps={fieldControlProps('topic-content', errors.content?.message, contentHint)}
              value={field.value}
              onChange={field.onChange}
              rows={8}
              placeholder={t(`${d}.contentPlaceholder`)}
              onSubmitShortcut={() => document.getElementById('topic-content')?.closest('form')?.requestSubmit()}
            />
          )}
        />
      </FormField>
      <FormField
        id="topic-category"
        label={t(`${d}.categoryLabel`)}
        error={errors.categoryId?.message}
        description={categories.length === 0 ? t(`${d}.noCategories`) : undefined}
      >
        <Controller
          control={form.control}
          name="categoryId"
          render={({ field }) => (
            <SelectField
              id="topic-category"
              value={field.value}
              onValueChange={field.onChange}
              placeholder={t(`${d}.categoryPlaceholder`)}
              options={categories.map((category) => ({ value: category.id, label: category.name }))}
              className={errors.categoryId ? 'border-destructive' : undefined}
              aria-describedby={fieldControlProps('topic-category', errors.categoryId?.message)['aria-describedby']}
            />
          )}
        />
      </FormField>
      <Controller
        control={form.control}
        name="tags"
        render={({ field, fieldState }) => (
          <TagsField tags={field.value} onChange={field.onChange} error={fieldState.error?.message} />
        )}
      />
    </div>
  );
}
