import logoUrl from '../assets/chef-claude-logo.svg'

export function AppHeader() {
  return (
    <header className="app-header">
      <img
        className="app-header__logo"
        src={logoUrl}
        alt="Chef Claude logo"
        width="56"
        height="56"
      />
      <div className="app-header__text">
        <h1 className="app-header__title">Chef Claude</h1>
        <p className="app-header__tagline">
          Tell me what's in your kitchen and I'll suggest a recipe.
        </p>
      </div>
    </header>
  )
}
