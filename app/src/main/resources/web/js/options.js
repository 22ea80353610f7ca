// The game's options as form fields, built from what the registry says of them (GET /api/games):
// a check box for a flag, a number for an integer, a text field for a list of integers. Each is
// labelled by the option's title in the page's language (Piles, Montones), its description a hint;
// the command line's name (--piles) is data only.

function titleOf(spec) {
  const title = document.createElement('span');
  title.className = 'option-title';
  title.textContent = spec.title ?? spec.name;
  return title;
}

export function buildOptions(container, specs) {
  container.replaceChildren();
  for (const spec of specs) {
    const label = document.createElement('label');
    label.className = `option option-${spec.type}`;
    label.title = spec.description;
    const input = document.createElement('input');
    input.id = `option-${spec.name}`;
    input.dataset.option = spec.name;
    input.dataset.type = spec.type;
    if (spec.type === 'flag') {
      input.type = 'checkbox';
      input.checked = spec.default === true;
      label.append(input, ' ', titleOf(spec));
    } else {
      input.type = spec.type === 'integer' ? 'number' : 'text';
      if (spec.type === 'integer') {
        input.min = spec.min;
        input.max = spec.max;
        input.value = spec.default;
      } else {
        input.value = spec.default.join(',');
        input.inputMode = 'numeric';
      }
      label.append(titleOf(spec), ' ', input);
    }
    container.append(label);
  }
}

// Returns the options as the API takes them: flags as true or false, numbers as typed, so that
// the server reads them as the command line does (piles beyond what a page's numbers hold
// included) and names what is wrong, calling each option by its title.
export function readOptions(container) {
  const options = {};
  for (const input of container.querySelectorAll('input[data-option]')) {
    options[input.dataset.option] = input.dataset.type === 'flag' ? input.checked : input.value;
  }
  return options;
}

export function writeOptions(container, values) {
  for (const input of container.querySelectorAll('input[data-option]')) {
    const value = values[input.dataset.option];
    if (value === undefined) continue;
    if (input.dataset.type === 'flag') input.checked = value;
    else input.value = Array.isArray(value) ? value.join(',') : value;
  }
}
