/**
 * njs's answers to the swap-rule cases (./swap-rule-cases.ts) from the rules of
 * ops/adapters/nginx/swap.js, loaded beside it by ops/adapters/nginx/swap-rules.test.ts: a POST
 * of the cases answers their answers, as typescriptAnswer gives them (a GET: none).
 */
import swap from 'swap.js';

function answer(rule) {
  const rules = swap.rules;
  switch (rule.rule) {
    case 'cohortOf':
      return rules.cohortOf(rule.cookie);
    case 'inCanary':
      return rules.inCanary(rule.cohort, rule.share);
    case 'verifyPreview':
      return rules.verifyPreview(rule.secret, rule.pkg, rule.value, rule.now);
    case 'canaryPageChoice': {
      const choice = rules.canaryPageChoice(rule.file, rule.swaps);
      return typeof choice === 'string' ? choice : choice.pkg;
    }
    case 'servedCanaries':
      return rules.canariesOf(rule.served);
    case 'setCookie':
      return rules.setCookie(rule.cookie, rule.value, rule.maxAge, rule.secure);
    case 'isPage':
      return rules.isPage(rule.table, rule.pathname);
    case 'swappedTable':
      return rules.swappedTable(rule.live, rule.swaps);
    case 'swappedPageChoice': {
      const choice = rules.swappedPageChoice(rule.pathname, rule.file, rule.live, rule.swaps);
      return typeof choice === 'string' ? choice : choice.pkg;
    }
  }
  throw new Error(`no rule ${rule.rule}`);
}

function answers(r) {
  r.headersOut['Content-Type'] = 'application/json';
  r.return(200, JSON.stringify(JSON.parse(r.requestText || '[]').map(answer)));
}

export default { answers };
