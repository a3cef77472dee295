import { MODULE_TREE, type ModuleDefinition, type ModuleSwitches } from '@wps/contracts';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldId } from './formContext';
import { countOn, moduleStates, type ModuleState } from './moduleTree';

function ModuleNode({ node, states }: { node: ModuleDefinition; states: Record<string, ModuleState> }) {
  const { t } = useTranslation();
  const { register } = useFormContext();
  const state = states[node.id]!;
  const id = fieldId(`module-${node.id}`);
  const description = t(`settings.modules.text.${node.id}`, { defaultValue: node.description });
  const badge = state.offBecause ? (
    <span className="badge badge--warn">
      {t('settings.modules.offBecause', { parent: state.offBecause })}
    </span>
  ) : state.own ? (
    <span className="badge badge--ok">{t('settings.modules.on')}</span>
  ) : (
    <span className="badge">{t('settings.modules.off')}</span>
  );
  return (
    <li className={`module-node${state.effective ? '' : ' module-node--off'}`}>
      <div className="module-node__row">
        <label className="settings-switch module-node__label" htmlFor={id}>
          <input
            id={id}
            type="checkbox"
            role="switch"
            {...register(`value.${node.id}`)}
            aria-describedby={`${id}-state`}
          />
          <span className="settings-switch__track" aria-hidden="true" />
          <span className="module-node__text">
            <span className="mono module-node__id">{node.id}</span>
            <span>{description}</span>
          </span>
        </label>
        <span id={`${id}-state`} className="module-node__state">
          {badge}
        </span>
      </div>
      {node.children ? (
        <ul className="module-tree__children">
          {node.children.map((child) => (
            <ModuleNode key={child.id} node={child} states={states} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** The module switch tree: each module's own switch, and whether its ancestors let it work. */
export function ModuleTreeForm() {
  const { t } = useTranslation();
  const switches = (useWatch({ name: 'value' }) ?? {}) as ModuleSwitches;
  const states = moduleStates(switches);
  const { on, total } = countOn(states);
  return (
    <div className="stack">
      <p className="note">{t('settings.modules.rule')}</p>
      <p className="muted" aria-live="polite">
        {t('settings.modules.summary', { on, total })}
      </p>
      <ul className="module-tree">
        {MODULE_TREE.map((node) => (
          <ModuleNode key={node.id} node={node} states={states} />
        ))}
      </ul>
    </div>
  );
}
