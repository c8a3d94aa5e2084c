import { describe, expect, it } from 'vitest';
import { linkMovesText } from '../../../../web/src/features/booking/lib/link-moves';

describe('linkMovesText', () => {
  it('counts the moves left', () => {
    expect(linkMovesText({ movesLeft: 3, pageName: 'Risk review' })).toBe(
      'You can move this meeting 3 more times with this link.',
    );
    expect(linkMovesText({ movesLeft: 1, pageName: 'Risk review' })).toBe(
      'You can move this meeting 1 more time with this link.',
    );
  });

  it('sends the visitor to the host when none is left', () => {
    expect(linkMovesText({ movesLeft: 0, pageName: 'Risk review' })).toBe(
      'This link has moved the meeting as often as it may. To change the time of "Risk review" again, please contact the host by replying to your booking email.',
    );
    expect(linkMovesText({ movesLeft: 0, pageName: '' })).toContain(
      'To change the time of this meeting again, please contact the host',
    );
  });
});
