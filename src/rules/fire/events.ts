/** Fire events [5.0–5.5, 8.4]: opportunity windows, resolutions, losses and the owner's choices. Each event's payload and its line in the log. */
import type { Explanation } from '../core/explanation';
import type { FireChoice } from '../core/pending';
import type { FireResult } from '../tables/fireResults';
import type { HexId } from '../hex';
import type { TriggerKind } from '../core/pending';
import { type EventTexts } from '../define/eventText';

declare module '../core/events' {
  interface EventMap {
    opportunityWindow: { trigger: TriggerKind; hex: HexId; targetIds: string[]; firerIds: string[]; rule: string };
    opportunityPassed: { hex: HexId | null };
    opportunityClosed: { hex: HexId; rule: string };
    fireResolved: { firerId: string; firerName: string; targetId: string; targetName: string; hex: HexId; opportunity: boolean; result: FireResult; explanation: Explanation };
    strengthLost: { unitId: string; unitName: string; lost: number; strength: number; rule: string };
    fireChoiceAsked: { unitId: string; unitName: string; options: FireChoice[]; rule: string };
    fireChoiceMade: { unitId: string; unitName: string; choice: FireChoice; rule: string };
    bombardmentCalled: { hex: HexId; spotterId: string; spotterName: string; left: number; rule: string };
    bombardmentResolved: { hex: HexId; targetId: string; targetName: string; result: FireResult; explanation: Explanation; rule: string };
  }
}

/** A fire choice in the log's words [5.0, 18.1]. */
const FIRE_CHOICE_WORDS: Record<FireChoice, string> = {
  disperse: 'disperse',
  loseStep: 'lose 1 SP',
  disrupt: 'be disrupted',
  stay: 'stay',
  concentrated: 'stay concentrated',
  dispersed: 'become dispersed',
};

export const fireEventText: EventTexts<'opportunityWindow' | 'opportunityPassed' | 'opportunityClosed' | 'fireResolved' | 'strengthLost' | 'fireChoiceAsked' | 'fireChoiceMade' | 'bombardmentCalled' | 'bombardmentResolved'> = {
  opportunityWindow: (event) => `Opportunity fire possible at ${event.hex} from ${event.firerIds.length} unit${event.firerIds.length > 1 ? 's' : ''} [${event.rule}]`,
  opportunityPassed: (event) => `No opportunity fire${event.hex ? ` at ${event.hex}` : ''} [8.47]`,
  opportunityClosed: (event) => `Opportunity fire at ${event.hex} over [${event.rule}]`,
  fireResolved: (event) => `${event.opportunity ? 'Opportunity fire' : 'Fire'}: ${event.firerName} at ${event.targetName} in ${event.hex} — ${event.explanation.result} [${event.explanation.rule}]`,
  strengthLost: (event) => `${event.unitName} loses ${event.lost} SP (${event.strength} left) [${event.rule}]`,
  fireChoiceAsked: (event) => `${event.unitName} was hit: its owner chooses: ${event.options.map((o) => FIRE_CHOICE_WORDS[o]).join(' or ')} [${event.rule}]`,
  fireChoiceMade: (event) => `${event.unitName}: ${FIRE_CHOICE_WORDS[event.choice]} [${event.rule}]`,
  bombardmentCalled: (event) => `Special bombardment of ${event.hex}, sighted by ${event.spotterName} (${event.left} left) [${event.rule}]`,
  bombardmentResolved: (event) => `Bombardment: ${event.targetName} in ${event.hex} — ${event.explanation.result} [${event.rule}]`,
};
