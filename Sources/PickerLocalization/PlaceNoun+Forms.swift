/// The word tables of ``PlaceNoun``, one language per property.
extension PlaceNoun {
    var englishForms: NounForms {
        let (one, other): (String, String) =
            switch self {
            case .pickupPoint: ("pickup point", "pickup points")
            case .branch: ("branch", "branches")
            case .clinic: ("clinic", "clinics")
            case .parcelLocker: ("parcel locker", "parcel lockers")
            case .place: ("place", "places")
            }
        let heading = other.prefix(1).uppercased() + other.dropFirst()
        let title = one.prefix(1).uppercased() + one.dropFirst()
        return NounForms(
            gender: "none",
            forms: ["one": one, "other": other, "heading": heading, "title": title, "definite": "the " + one])
    }

    var germanForms: NounForms {
        let (gender, one, other): (String, String, String) =
            switch self {
            case .pickupPoint: ("feminine", "Abholstelle", "Abholstellen")
            case .branch: ("feminine", "Filiale", "Filialen")
            case .clinic: ("feminine", "Praxis", "Praxen")
            case .parcelLocker: ("feminine", "Paketstation", "Paketstationen")
            case .place: ("masculine", "Ort", "Orte")
            }
        let article = gender == "feminine" ? "die " : "der "
        return NounForms(
            gender: gender,
            forms: ["one": one, "other": other, "heading": other, "title": one, "definite": article + one])
    }

    var finnishForms: NounForms {
        let (one, partitive, plural, pluralPartitive): (String, String, String, String) =
            switch self {
            case .pickupPoint: ("noutopiste", "noutopistettä", "noutopisteet", "noutopisteitä")
            case .branch: ("toimipiste", "toimipistettä", "toimipisteet", "toimipisteitä")
            case .clinic: ("vastaanotto", "vastaanottoa", "vastaanotot", "vastaanottoja")
            case .parcelLocker: ("pakettiautomaatti", "pakettiautomaattia", "pakettiautomaatit", "pakettiautomaatteja")
            case .place: ("paikka", "paikkaa", "paikat", "paikkoja")
            }
        let heading = plural.prefix(1).uppercased() + plural.dropFirst()
        return NounForms(
            gender: "none",
            forms: [
                "one": one, "other": partitive, "partitive": partitive, "plural": plural,
                "pluralPartitive": pluralPartitive,
                "heading": heading, "title": one.prefix(1).uppercased() + one.dropFirst(), "definite": one,
            ])
    }

    var swedishForms: NounForms {
        let (gender, one, other, definite): (String, String, String, String) =
            switch self {
            case .pickupPoint: ("neuter", "utlämningsställe", "utlämningsställen", "utlämningsstället")
            case .branch: ("common", "filial", "filialer", "filialen")
            case .clinic: ("common", "mottagning", "mottagningar", "mottagningen")
            case .parcelLocker: ("neuter", "paketskåp", "paketskåp", "paketskåpet")
            case .place: ("common", "plats", "platser", "platsen")
            }
        let heading = other.prefix(1).uppercased() + other.dropFirst()
        let title = one.prefix(1).uppercased() + one.dropFirst()
        return NounForms(
            gender: gender,
            forms: ["one": one, "other": other, "heading": heading, "title": title, "definite": definite])
    }

    var frenchForms: NounForms {
        let (gender, one, other, definite): (String, String, String, String) =
            switch self {
            case .pickupPoint: ("masculine", "point de retrait", "points de retrait", "le point de retrait")
            case .branch: ("feminine", "agence", "agences", "l’agence")
            case .clinic: ("masculine", "cabinet médical", "cabinets médicaux", "le cabinet médical")
            case .parcelLocker: ("feminine", "consigne", "consignes", "la consigne")
            case .place: ("masculine", "lieu", "lieux", "le lieu")
            }
        let heading = other.prefix(1).uppercased() + other.dropFirst()
        let elides = other.first.map { "aeiouhéè".contains($0) } ?? false
        let many = (elides ? "d’" : "de ") + other
        return NounForms(
            gender: gender,
            forms: [
                "one": one, "other": other, "many": many, "heading": heading,
                "title": one.prefix(1).uppercased() + one.dropFirst(), "definite": definite,
            ])
    }
}
