// The opponent menu. When the server names levels (easy … perfect: a title and a one-line
// description each, in the page's language, and the engine that plays it), the menu offers them,
// the chosen one's description beside it, and the raw engines apart ("Other engines") for the
// curious; without levels, the engines alone. A level's value is its name, an engine's its own
// (perfect, depth:4), which is what a link names as its level.
import { t } from '../i18n.js';

// Engines without a title from the server are named as they are typed on the command line.
function engineName(agent) {
  const names = { alphabeta: 'alpha-beta' };
  return names[agent] ?? agent.replace(':', ' ');
}

// The engines as a request names them: depth:N stands for a few depths to choose from.
const engines = (agents) => agents.flatMap((a) => (a === 'depth:N' ? ['depth:2', 'depth:4', 'depth:6'] : [a]));

// Fills SELECT with what OFFER ({ agents, levels, agentTitles }, from the games' list or a view)
// offers, keeping the choice made when it is still offered; ABOUT shows the level's description.
export function offerOpponents(select, about, { agents = [], levels, agentTitles } = {}) {
  const chosen = select.value;
  select.replaceChildren();
  const title = (agent) => agentTitles?.[agent] ?? engineName(agent);
  if (levels?.length) {
    for (const level of levels) {
      const option = new Option(level.title, level.name);
      option.dataset.agent = level.agent;
      option.dataset.description = level.description ?? '';
      select.append(option);
    }
    const group = document.createElement('optgroup');
    group.label = t('page.opponents.other');
    for (const agent of engines(agents)) {
      if (!levels.some((level) => level.name === agent)) group.append(new Option(title(agent), agent));
    }
    if (group.children.length) select.append(group);
  } else {
    for (const agent of engines(agents)) select.append(new Option(title(agent), agent));
  }
  // Nothing chosen yet (or no longer offered): the strongest level, as the command line's perfect.
  if (!chooseOpponent(select, about, chosen) && levels?.length) chooseOpponent(select, about, levels[levels.length - 1].name);
}

// Chooses VALUE (a level's name or an engine's) when the menu offers it; returns whether it did.
export function chooseOpponent(select, about, value) {
  const offered = [...select.options].some((o) => o.value === value);
  if (offered) select.value = value;
  describeOpponent(select, about);
  return offered;
}

// Chooses the level AGENT plays (a save file names engines), else AGENT itself when offered.
export function chooseAgent(select, about, agent) {
  const level = [...select.options].find((o) => o.dataset.agent === agent);
  return chooseOpponent(select, about, level ? level.value : agent);
}

// Shows the chosen level's description beside the menu (nothing for a raw engine).
export function describeOpponent(select, about) {
  about.textContent = select.selectedOptions[0]?.dataset.description ?? '';
  about.hidden = about.textContent === '';
}

// Returns the engine that plays the menu's choice: a level's engine, or the engine itself.
export function agentOf(select) {
  return select.selectedOptions[0]?.dataset.agent ?? select.value;
}
