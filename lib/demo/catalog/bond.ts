import type { DemoCatalog } from '../demo-types';

/** Maturis: corporate and municipal bond issues, in English. */
export const bondDemo: DemoCatalog = {
  language: 'en',
  offers: [
    {
      productName: 'City of Vienna green bond 2031, 3.1% coupon',
      description:
        'A ten-year municipal bond financing new tram lines and district heating. Fixed annual coupon of 3.10%, bullet repayment at par in March 2031.\n\nMinimum subscription one bond of EUR 1,000. Listed on the Vienna Stock Exchange; prospectus available on request.',
      price: '1000',
      pricing: 'fixed',
      duration: 'matures March 2031',
      location: 'Vienna, Austria',
      photos: 3,
    },
    {
      productName: 'Nordwind Energy senior notes 2029',
      description:
        'Senior unsecured notes of a mid-sized wind farm operator with 1.4 GW installed. 4.75% fixed coupon paid semi-annually, callable from 2027 at 101.',
      price: '1000',
      pricing: 'fixed',
      duration: '5 years, semi-annual coupon',
      location: 'Hamburg, Germany',
      photos: 1,
    },
    {
      productName: 'Lisbon Metro infrastructure bond',
      description:
        'Amortising bond backed by fare revenues of the metro extension. Coupon 3.6%, principal repaid in equal yearly instalments from 2028 to 2035.',
      price: '500',
      pricing: 'fixed',
      duration: 'amortising 2028–2035',
      location: 'Lisbon, Portugal',
      photos: 2,
    },
    {
      productName: 'Kraków municipal bond series K27',
      description:
        'Zloty-denominated municipal bond for school renovations, offered to international investors in euro tranches. Floating coupon EURIBOR 6M + 1.2%.',
      price: '1000',
      pricing: 'negotiable',
      duration: 'matures 2027',
      location: 'Kraków, Poland',
      photos: 1,
    },
    {
      productName: 'Alpenmilch cooperative bond 2030',
      description:
        'A member bond of a dairy cooperative financing a new cheese plant. 5.0% coupon, interest paid yearly in cash or in cheese vouchers, at the holder’s choice.',
      price: '250',
      pricing: 'fixed',
      duration: '6 years',
      location: 'Bregenz, Austria',
      photos: 1,
    },
    {
      productName: 'Baltic Logistics convertible notes',
      description:
        'Convertible notes of a port logistics company, convertible into shares at EUR 14.20 until maturity. Coupon 2.9%, investment-grade rating pending.',
      price: '5000',
      pricing: 'fixed',
      duration: '4 years',
      location: 'Gdańsk, Poland',
      photos: 1,
    },
    {
      productName: 'Social housing bond, Rotterdam 2034',
      description:
        'Proceeds fund 1,200 energy-efficient rental homes. Certified under the Social Bond Principles; yearly impact report included. Coupon 3.35%.',
      price: '1000',
      pricing: 'fixed',
      duration: 'matures 2034',
      location: 'Rotterdam, Netherlands',
      photos: 2,
    },
    {
      productName: 'Helvetia Rail short-term notes',
      description:
        'Eighteen-month notes of a regional rail operator for rolling-stock leasing. Low-risk, 2.4% coupon paid at maturity. Ideal to park cash for a year and a half.',
      price: '2000',
      pricing: 'fixed',
      duration: '18 months',
      location: 'Zurich, Switzerland',
      photos: 1,
    },
    {
      productName: 'Solaris Iberia project bond',
      description:
        'Project bond financing three solar parks in Andalusia with 25-year power purchase agreements. Coupon 4.2%, amortising from year three.',
      price: '1000',
      pricing: 'fixed',
      duration: '12 years, amortising',
      location: 'Seville, Spain',
      photos: 1,
    },
    {
      productName: 'Tallinn Port secondary-market lot',
      description:
        'A lot of 20 bonds of the Port of Tallinn 2028 issue offered on the secondary market. Accrued interest settled at transfer; price negotiable for the whole lot.',
      price: '19400',
      pricing: 'negotiable',
      duration: 'matures 2028',
      location: 'Tallinn, Estonia',
      photos: 1,
    },
  ],
  inquiries: [
    'Hello, is the prospectus for “{offer}” available in English? I would like to read it before subscribing.',
    'Can I buy “{offer}” through my current broker, or only directly?',
    'Good afternoon, what is the settlement date for “{offer}”?',
    'Could we go through the risk factors of “{offer}” on a short video call?',
  ],
};
