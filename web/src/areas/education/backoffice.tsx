// The education area's back-office screens, as the back office's menu lists them (decision 030).
export * as educationMaterials from './backoffice/materials.tsx';
export * as educationMenuItems from './backoffice/menu-items.tsx';
export * as educationSettings from './backoffice/settings.tsx';
