import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { Button } from '@/components/ui/button';
import { formatWeekRange } from '../lib/week';

/** Previous week, Today and next week, with the shown week's dates (spec §2). */
export function WeekToolbar({
  weekStart,
  onPrevious,
  onToday,
  onNext,
}: {
  weekStart: Date;
  onPrevious: () => void;
  onToday: () => void;
  onNext: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <div className="flex items-center gap-1">
        <Button variant="outline" size="icon" aria-label="Previous week" onClick={onPrevious}>
          <ChevronLeft aria-hidden />
        </Button>
        <Button variant="outline" onClick={onToday}>
          Today
        </Button>
        <Button variant="outline" size="icon" aria-label="Next week" onClick={onNext}>
          <ChevronRight aria-hidden />
        </Button>
      </div>
      <h2 className="text-lg font-semibold" aria-live="polite">
        {formatWeekRange(weekStart)}
      </h2>
    </div>
  );
}
