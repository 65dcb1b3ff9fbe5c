/** The simulator's terms of use, shown in the dialog and in the page (works without JavaScript). */
export function SimulatorTerms({ siteName, privacyEmail }: { siteName: string; privacyEmail: string }) {
  return (
    <>
      <h3 className="font-semibold text-slate-900">1. Objet du simulateur</h3>
      <p>
        Le simulateur de devis de {siteName} permet d'obtenir gratuitement une estimation du coût d'une étude géotechnique à partir des
        informations que vous déclarez. Son utilisation n'engage ni vous ni {siteName}.
      </p>
      <h3 className="font-semibold text-slate-900">2. Une estimation indicative</h3>
      <p>
        Le montant affiché est une <strong>estimation indicative</strong>, confirmée par un ingénieur sous 48 h. Elle additionne les prix
        catalogue hors taxes des missions retenues et les majorations qui correspondent à vos réponses (urgence, accès au site, sous-sol,
        surfaces, déplacement), TVA de 20 % en sus. L'ingénieur vérifie votre projet (accès au site, nombre et profondeur des sondages,
        contraintes particulières) et vous confirme le devis ou vous l'ajuste. Le devis est valable 2 mois ; la commande est ferme à réception
        du devis signé avec la mention « Bon pour accord » et de l'acompte prévu par les conditions générales de vente (30 % à la commande,
        solde à la remise du rapport).
      </p>
      <h3 className="font-semibold text-slate-900">3. Vos données personnelles</h3>
      <p>
        Vos nom, prénom, adresse e-mail, téléphone et les caractéristiques de votre projet sont utilisés pour établir l'estimation, vous
        l'envoyer par e-mail et, si vous le souhaitez, vous recontacter. Elles sont destinées à la seule équipe de {siteName}, ne sont ni
        vendues ni cédées, et sont <strong>conservées 3 ans</strong> à compter de notre dernier contact. Votre adresse IP n'est pas
        conservée.
      </p>
      <p>
        Vous disposez d'un droit d'accès, de rectification, d'effacement, de limitation et d'opposition : écrivez à{" "}
        <a href={`mailto:${privacyEmail}`} className="underline">
          {privacyEmail}
        </a>
        . Vous pouvez aussi saisir la CNIL.
      </p>
      <h3 className="font-semibold text-slate-900">4. Responsabilité</h3>
      <p>
        L'estimation repose sur vos déclarations : {siteName} ne saurait être tenue responsable d'une décision prise sur la seule base de
        ce montant, ni d'un écart dû à des informations incomplètes ou inexactes.
      </p>
      <h3 className="font-semibold text-slate-900">5. Acceptation</h3>
      <p>En cochant la case « J'accepte les conditions générales d'utilisation », vous acceptez les présentes conditions.</p>
    </>
  );
}
