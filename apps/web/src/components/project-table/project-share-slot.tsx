import { createContext, useContext, type ReactNode } from 'react';
import type { FilterValues } from './project-filters';

/**
 * Where the sharing feature plugs its 'Share' action into a project list. Components cannot import
 * features, so the app provides the renderer; without a provider nothing is drawn.
 */
export type ProjectShareRenderer = (filters: FilterValues) => ReactNode;

const ProjectShareContext = createContext<ProjectShareRenderer | null>(null);

export const ProjectShareProvider = ProjectShareContext.Provider;

/** The share action for the list as currently filtered (its grant, PM and airport filters). */
export function ProjectShareSlot({ filters }: { filters: FilterValues }) {
  return useContext(ProjectShareContext)?.(filters) ?? null;
}
