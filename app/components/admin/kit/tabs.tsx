// Tabs of an admin screen (react-aria). Every panel stays mounted (form fields are all
// submitted, charts are all in the HTML); without JavaScript the panels are stacked
// sections with their own heading, so nothing is hidden behind a tab that cannot open.
import { useId, useMemo, useState, type ReactNode } from "react";
import { Tab, TabList, TabPanel, Tabs } from "react-aria-components";
import { earlyFocus } from "./early-input";
import { useHydrated } from "~/components/ui/use-hydrated";

export type ScreenTab = {
  id: string;
  label: string;
  content: ReactNode;
  /** Shown after the label (e.g. "contains errors"). */
  marker?: ReactNode;
};

export function ScreenTabs({
  label,
  tabs,
  defaultSelectedKey,
  selectedKey,
  onSelectionChange,
  remountKey,
}: {
  /** Accessible name of the tab list. */
  label: string;
  tabs: ReadonlyArray<ScreenTab>;
  defaultSelectedKey?: string;
  /** Controlled selection (with onSelectionChange). */
  selectedKey?: string;
  onSelectionChange?: (key: string) => void;
  /** Changing it re-creates the tabs (to open another default tab). */
  remountKey?: string;
}) {
  const hydrated = useHydrated();
  const id = useId();
  // A field typed in before hydration (the sections were stacked) keeps the focus: its tab
  // opens first (docs/decisions/409). Read while the stacked sections are still there.
  const typingIn = useMemo(() => (hydrated ? (earlyFocus()?.closest<HTMLElement>("[data-screen-tab]")?.dataset.screenTab ?? null) : null), [hydrated]);
  const [hydrationKey] = useState(remountKey);
  const firstTab = typingIn !== null && remountKey === hydrationKey && tabs.some((tab) => tab.id === typingIn) ? typingIn : undefined;
  if (!hydrated) {
    return (
      <div className="space-y-8">
        {tabs.map((tab) => (
          <section key={tab.id} data-screen-tab={tab.id} aria-labelledby={`${id}-${tab.id}`} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <h2 id={`${id}-${tab.id}`} className="mb-4 text-lg font-semibold text-slate-900">
              {tab.label}
            </h2>
            <div className="space-y-4">{tab.content}</div>
          </section>
        ))}
      </div>
    );
  }
  return (
    <Tabs
      key={remountKey}
      defaultSelectedKey={selectedKey === undefined ? (firstTab ?? defaultSelectedKey ?? tabs[0]?.id) : undefined}
      selectedKey={selectedKey}
      onSelectionChange={onSelectionChange ? (key) => onSelectionChange(String(key)) : undefined}
    >
      <TabList aria-label={label} className="flex flex-wrap gap-1 border-b border-slate-200">
        {tabs.map((tab) => (
          <Tab
            key={tab.id}
            id={tab.id}
            className="-mb-px cursor-pointer border-b-2 border-transparent px-4 py-2 text-sm font-semibold text-slate-600 outline-none hover:text-slate-900 rac-selected:border-brand-700 rac-selected:text-brand-800 rac-focus-visible:outline-2 rac-focus-visible:outline-brand-500"
          >
            {tab.label}
            {tab.marker}
          </Tab>
        ))}
      </TabList>
      {tabs.map((tab) => (
        <TabPanel key={tab.id} id={tab.id} shouldForceMount className="rounded-b-xl border border-t-0 border-slate-200 bg-white p-5 shadow-sm outline-none [&[inert]]:hidden">
          <div className="space-y-4">{tab.content}</div>
        </TabPanel>
      ))}
    </Tabs>
  );
}
