/** Text whose bracketed case citations ('[5.32]', '[8.6, 8.7]') are clickable rule links. */
import { RuleLink } from './RuleLink';
import { splitRuleRefs } from './ruleRefs';

export function RuleText({ text }: { text: string }) {
  return (
    <>
      {splitRuleRefs(text).map((part, i) => ('ref' in part ? <RuleLink key={i} rule={part.ref} /> : part.text))}
    </>
  );
}
