import { SIMULATOR_STEPS } from "~/lib/simulator/schema";

export function WizardProgress({ step }: { step: number }) {
  const label = SIMULATOR_STEPS[step - 1];
  return (
    <div className="mb-8">
      <div className="flex items-center justify-between text-sm font-medium text-slate-700">
        <span>
          Étape {step}/{SIMULATOR_STEPS.length} : {label}
        </span>
        <span>{Math.round((step / SIMULATOR_STEPS.length) * 100)} %</span>
      </div>
      <div
        role="progressbar"
        aria-label="Progression de la simulation"
        aria-valuemin={1}
        aria-valuemax={SIMULATOR_STEPS.length}
        aria-valuenow={step}
        aria-valuetext={`Étape ${step} sur ${SIMULATOR_STEPS.length} : ${label}`}
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-600 transition-all" style={{ width: `${(step / SIMULATOR_STEPS.length) * 100}%` }} />
      </div>
      <ol className="mt-3 hidden grid-cols-4 gap-2 text-xs sm:grid">
        {SIMULATOR_STEPS.map((name, index) => (
          <li
            key={name}
            aria-current={index + 1 === step ? "step" : undefined}
            className={index + 1 === step ? "font-semibold text-brand-700" : index + 1 < step ? "text-slate-700" : "text-slate-500"}
          >
            {index + 1}. {name}
          </li>
        ))}
      </ol>
    </div>
  );
}
