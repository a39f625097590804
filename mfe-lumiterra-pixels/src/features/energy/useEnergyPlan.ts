import { useEffect, useState } from 'react';
import { useErrorText } from '@criadero/ui';
import type { EnergyPlanResponse, EnergyRulesResponse } from '@criadero/api-contracts/lumiterra-pixels';
import { postJson } from '@criadero/session/api';
import { useInvalidFields } from '../../components/form';
import { toPlanRequest, type EnergyForm } from './potion-form';

const DEFAULT_FORM: EnergyForm = {
  currentEnergy: 150,
  maxEnergy: '',
  kills: 200,
  harvests: 60,
  energyPerKill: '',
  energyPerHarvest: '',
  potionsOnHand: Array.from({ length: 10 }, () => ''),
};

/** The planner's form and the plan the service answers for it (a first one with the defaults once the rules are in). */
export function useEnergyPlan(ready: EnergyRulesResponse | null) {
  const errorText = useErrorText();
  const [form, setForm] = useState<EnergyForm>(DEFAULT_FORM);
  const [plan, setPlan] = useState<EnergyPlanResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { invalid, report } = useInvalidFields();

  const calculate = async () => {
    setBusy(true);
    setError(null);
    try {
      setPlan(await postJson<EnergyPlanResponse>('/api/lumiterra/energy/plan', toPlanRequest(form)));
    } catch (failure) {
      setPlan(null); // a refused form has no answer: the previous one would mislead
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };

  // a first plan with the defaults, so the page opens with an answer
  useEffect(() => {
    if (ready) void calculate();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);

  const setField = (key: Exclude<keyof EnergyForm, 'potionsOnHand'>) => (value: number | '') => setForm((f) => ({ ...f, [key]: value }));
  const setPotion = (level: number) => (value: number | '') =>
    setForm((f) => ({ ...f, potionsOnHand: f.potionsOnHand.map((n, i) => (i === level ? value : n)) }));
  const submit = () => {
    if (!invalid) void calculate();
  };
  return { form, setField, setPotion, plan, error, busy, invalid, report, submit };
}

export type EnergyPlanner = ReturnType<typeof useEnergyPlan>;
