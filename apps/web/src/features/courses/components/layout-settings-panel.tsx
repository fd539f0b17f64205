import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/lib/toast';
import {
  aspectRatioOf,
  aspectWidthOf,
  DEFAULT_LAYOUT,
  LAYOUT_RANGES,
  type CourseLayoutSettings,
  type SliderRange,
} from '../lib/layout-settings';

interface SliderProps {
  label: string;
  range: SliderRange;
  value: number;
  valueText: string;
  onChange: (value: number) => void;
}

function LayoutSlider({ label, range, value, valueText, onChange }: SliderProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2 text-sm">
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
        <output htmlFor={id} className="text-muted-foreground tabular-nums">
          {valueText}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={range.min}
        max={range.max}
        step={range.step}
        value={value}
        aria-valuetext={valueText}
        onChange={(event) => onChange(Number(event.target.value))}
        className="h-2 w-full cursor-pointer accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      />
    </div>
  );
}

/**
 * The floating layout-settings panel (specification 2.1 and 9), mounted while open: tabs
 * 'Carrossel' and 'Grid' whose sliders change a draft; 'Aplicar' keeps it (in this browser only),
 * says 'Configurações aplicadas' and closes the panel; closing it otherwise drops the draft.
 */
export default function LayoutSettingsPanel({
  settings,
  onApply,
  onClose,
}: {
  settings: CourseLayoutSettings;
  onApply: (settings: CourseLayoutSettings) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(settings);
  const set = (patch: Partial<CourseLayoutSettings>) => setDraft((current) => ({ ...current, ...patch }));
  const aspectWidth = aspectWidthOf(draft.gridCardAspectRatio) ?? LAYOUT_RANGES.aspectWidth.default;
  const pixelSlider = (field: 'cardWidth' | 'cardHeight' | 'gridMinHeight', label: string): SliderProps => ({
    label,
    range: LAYOUT_RANGES[field],
    value: draft[field],
    valueText: t('courses.layout.pixels', { value: draft[field] }),
    onChange: (value) => set({ [field]: value }),
  });
  const tabs = [
    {
      value: 'carousel',
      label: t('courses.layout.tabs.carousel'),
      hint: t('courses.layout.carouselHint'),
      sliders: [
        pixelSlider('cardWidth', t('courses.layout.cardWidth')),
        pixelSlider('cardHeight', t('courses.layout.cardHeight')),
      ],
    },
    {
      value: 'grid',
      label: t('courses.layout.tabs.grid'),
      hint: t('courses.layout.gridHint'),
      sliders: [
        {
          label: t('courses.layout.aspectRatio'),
          range: LAYOUT_RANGES.aspectWidth,
          value: aspectWidth,
          valueText: t('courses.layout.aspectRatioValue', { width: aspectWidth }),
          onChange: (width: number) => set({ gridCardAspectRatio: aspectRatioOf(width) }),
        },
        pixelSlider('gridMinHeight', t('courses.layout.gridMinHeight')),
        {
          label: t('courses.layout.cardsPerRow'),
          range: LAYOUT_RANGES.cardsPerRow,
          value: draft.cardsPerRow,
          valueText: String(draft.cardsPerRow),
          onChange: (cardsPerRow: number) => set({ cardsPerRow }),
        },
      ],
    },
  ];

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent side="right" title={t('courses.layout.title')} description={t('courses.layout.description')}>
        <Tabs defaultValue="carousel" className="flex flex-col gap-4">
          <TabsList className="w-full">
            {tabs.map((tab) => (
              <TabsTrigger key={tab.value} value={tab.value} className="flex-1">
                {tab.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {tabs.map((tab) => (
            <TabsContent key={tab.value} value={tab.value} className="flex flex-col gap-5">
              <p className="text-sm text-muted-foreground">{tab.hint}</p>
              {tab.sliders.map((slider) => (
                <LayoutSlider key={slider.label} {...slider} />
              ))}
            </TabsContent>
          ))}
        </Tabs>
        <div className="mt-auto flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setDraft(DEFAULT_LAYOUT)}>
            {t('courses.layout.reset')}
          </Button>
          <Button
            onClick={() => {
              onApply(draft);
              toast.success(t('courses.layout.applied'));
              onClose();
            }}
          >
            {t('courses.layout.apply')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
